import { PRODUCT_CATEGORIES } from '@arogya/contracts';
import { choicesOf } from '../common/choices';

/** The category choices: the product categories of SPEC §1, as @arogya/contracts lists them. */
export const CATEGORY_CHOICES = choicesOf(PRODUCT_CATEGORIES);
