import { LabelledDeleteButton } from '../common/LabelledDeleteButton';

/** SPEC §2's question before a product is deleted. */
export const PRODUCT_DELETE_QUESTION = 'Are you sure you want to delete the Product?';

/** The edit page's 'Delete product', labelled and confirmed; back to the list once deleted. */
export const DeleteProductButton = () => (
  <LabelledDeleteButton
    label="Delete product"
    title="Delete product"
    question={PRODUCT_DELETE_QUESTION}
  />
);
