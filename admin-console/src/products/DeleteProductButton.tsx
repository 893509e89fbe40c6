import { LabelledDeleteButton } from '../common/LabelledDeleteButton';
import { k, useT } from '../i18n';

/** SPEC §2's question before a product is deleted. */
export const PRODUCT_DELETE_QUESTION = k('products.deleteQuestion');

/** The edit page's 'Delete product', labelled and confirmed; back to the list once deleted. */
export function DeleteProductButton() {
  const t = useT();
  return (
    <LabelledDeleteButton
      label={t('products.deleteProduct')}
      title={k('products.deleteProduct')}
      question={PRODUCT_DELETE_QUESTION}
    />
  );
}
