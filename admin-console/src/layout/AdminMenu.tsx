import InventoryIcon2 from '@mui/icons-material/Inventory2';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import SavingsIcon from '@mui/icons-material/Savings';
import PaymentsIcon from '@mui/icons-material/Payments';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GavelIcon from '@mui/icons-material/Gavel';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import RedeemIcon from '@mui/icons-material/Redeem';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LocationOffIcon from '@mui/icons-material/LocationOff';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ArticleIcon from '@mui/icons-material/Article';
import { Divider } from '@mui/material';
import { Logout, Menu } from 'react-admin';
import { useAdminPath } from '../common/useAdminPath';
import { useT } from '../i18n';
import { ShopMenuItem } from './ShopMenuItem';

/**
 * The sidebar (SPEC §2 "Admin shell"): Users, Edit Products, Orders, Shop and Logout; and Dead
 * letters (issue 16), whose page links to their audit trail; Coupons (issue 19); Refunds and
 * Disputes (issue 27); Messages, Message templates and Notification settings (issue 28);
 * Reviews (issue 30); the shipping pages, Failed deliveries and Claims (issue 33).
 */
export function AdminMenu() {
  const path = useAdminPath();
  const t = useT();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item to={path('/users')} primaryText={t('menu.users')} leftIcon={<PeopleIcon />} />
      <Menu.Item
        to={path('/products')}
        primaryText={t('menu.products')}
        leftIcon={<InventoryIcon />}
      />
      <Menu.Item to={path('/orders')} primaryText={t('menu.orders')} leftIcon={<ReceiptIcon />} />
      <Menu.Item
        to={path('/reviews')}
        primaryText={t('menu.reviews')}
        leftIcon={<RateReviewIcon />}
      />
      <Menu.Item
        to={path('/coupons')}
        primaryText={t('menu.coupons')}
        leftIcon={<LocalOfferIcon />}
      />
      <Menu.Item to={path('/offers')} primaryText={t('menu.offers')} leftIcon={<RedeemIcon />} />
      <Menu.Item
        to={path('/to-ship')}
        primaryText={t('menu.toShip')}
        leftIcon={<InventoryIcon2 />}
      />
      <Menu.Item
        to={path('/shipments')}
        primaryText={t('menu.shipments')}
        leftIcon={<LocalShippingOutlinedIcon />}
      />
      <Menu.Item
        to={path('/pickups')}
        primaryText={t('menu.pickups')}
        leftIcon={<MoveToInboxIcon />}
      />
      <Menu.Item
        to={path('/delivery-issues')}
        primaryText={t('menu.deliveryIssues')}
        leftIcon={<AssignmentLateIcon />}
      />
      <Menu.Item
        to={path('/claims')}
        primaryText={t('menu.claims')}
        leftIcon={<AssignmentReturnIcon />}
      />
      <Menu.Item
        to={path('/refunds')}
        primaryText={t('menu.refunds')}
        leftIcon={<CurrencyExchangeIcon />}
      />
      <Menu.Item
        to={path('/cod-reconciliation')}
        primaryText={t('menu.codCash')}
        leftIcon={<SavingsIcon />}
      />
      <Menu.Item to={path('/disputes')} primaryText={t('menu.disputes')} leftIcon={<GavelIcon />} />
      <Menu.Item to={path('/messages')} primaryText={t('menu.messages')} leftIcon={<MailIcon />} />
      <Menu.Item
        to={path('/message-templates')}
        primaryText={t('menu.messageTemplates')}
        leftIcon={<ArticleIcon />}
      />
      <Menu.Item
        to={path('/notification-settings')}
        primaryText={t('menu.notificationSettings')}
        leftIcon={<NotificationsIcon />}
      />
      <Menu.Item
        to={path('/dead-letters')}
        primaryText={t('menu.deadLetters')}
        leftIcon={<ReportProblemIcon />}
      />
      <Menu.Item
        to={path('/delivery-zones')}
        primaryText={t('menu.deliveryZones')}
        leftIcon={<LocalShippingIcon />}
      />
      <Menu.Item
        to={path('/fee-settings')}
        primaryText={t('menu.feeSettings')}
        leftIcon={<PaymentsIcon />}
      />
      <Menu.Item
        to={path('/non-serviceable-pins')}
        primaryText={t('menu.nonServiceablePins')}
        leftIcon={<LocationOffIcon />}
      />
      <Menu.Item
        to={path('/holidays')}
        primaryText={t('menu.holidays')}
        leftIcon={<EventBusyIcon />}
      />
      <ShopMenuItem />
      <Divider />
      <Logout />
    </Menu>
  );
}
