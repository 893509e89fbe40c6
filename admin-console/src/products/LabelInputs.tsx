import { FOOD_CATEGORIES, isFood } from '@arogya/contracts';
import { Box, Typography } from '@mui/material';
import {
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import {
  fssaiError,
  isImported,
  partyError,
  shelfLifeError,
  STATUS_CHOICES,
  VEG_CHOICES,
  type LabelValues,
  type PartyKey,
} from './label-form';
import { k, useT } from '../i18n';

/** Two columns from 600 px, one on a phone; react-admin's input margins left to the grid. */
const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
  '& .ra-input': { m: 0 },
} as const;

const testId = (id: string) => ({ htmlInput: { 'data-testid': id } });

/**
 * A party's name and address, side by side (on a phone, one under the other, apart from the
 * next party's): the label prints both, or neither.
 */
function PartyInputs(props: { party: PartyKey; title: string; help: string }) {
  const t = useT();
  const { party, title } = props;
  return (
    <Box
      role="group"
      aria-label={title}
      sx={{ ...GRID, gridColumn: '1 / -1', mb: { xs: 2, sm: 0.5 } }}
    >
      <TextInput
        source={`label.${party}.name`}
        label={t('products.label.partyName', { party: title })}
        helperText={props.help}
        validate={partyError(party, 'name')}
        slotProps={testId(`label-${party}-name`)}
      />
      <TextInput
        source={`label.${party}.address`}
        label={t('products.label.partyAddress', { party: title })}
        helperText={false}
        multiline
        validate={partyError(party, 'address')}
        slotProps={testId(`label-${party}-address`)}
      />
    </Box>
  );
}

/**
 * The FSSAI licence number and the veg / non-veg mark. For a food they come first, outlined,
 * and are said to be needed to publish it; otherwise last, as optional.
 */
function FoodFacts({ category }: { category: string }) {
  const t = useT();
  const food = isFood(category);
  return (
    <Box
      role="group"
      aria-labelledby="food-facts-title"
      data-testid="food-facts"
      sx={{
        mt: 1,
        mb: 2,
        ...(food && { p: 1.5, border: 2, borderColor: 'primary.main', borderRadius: 1 }),
      }}
    >
      <Typography id="food-facts-title" variant="subtitle1" component="h3">
        {t('products.label.foodFacts')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {food
          ? t('products.label.isFood', { category })
          : t('products.label.onlyFoods', { categories: FOOD_CATEGORIES.join(', ') })}
      </Typography>
      <Box sx={GRID}>
        <TextInput
          source="label.fssaiLicence"
          label={k('products.label.fssai')}
          helperText={food ? k('products.label.fssaiHelpFood') : k('products.label.fssaiHelp')}
          validate={fssaiError}
          slotProps={{
            htmlInput: { 'data-testid': 'label-fssai', inputMode: 'numeric' },
          }}
        />
        <SelectInput
          source="label.vegMark"
          label={k('products.label.veg')}
          choices={VEG_CHOICES}
          emptyText={k('products.label.none')}
          helperText={food ? k('products.label.requiredToPublish') : false}
          data-testid="label-veg"
        />
      </Box>
    </Box>
  );
}

/** Who made, packed and imported it, where, and how long it keeps. */
function MakerFacts({ imported }: { imported: boolean }) {
  const t = useT();
  return (
    <Box sx={GRID}>
      <PartyInputs
        party="manufacturer"
        title={t('products.label.manufacturer')}
        help={t('products.label.manufacturerHelp')}
      />
      <PartyInputs
        party="packer"
        title={t('products.label.packer')}
        help={t('products.label.packerHelp')}
      />
      <PartyInputs
        party="importer"
        title={t('products.label.importer')}
        help={
          imported ? t('products.label.importerHelpImported') : t('products.label.importerHelp')
        }
      />
      <TextInput
        source="label.countryOfOrigin"
        label={k('products.label.country')}
        helperText={k('products.label.countryHelp')}
        slotProps={testId('label-country')}
      />
      <NumberInput
        source="label.shelfLifeMonths"
        label={k('products.label.shelfLife')}
        helperText={k('products.label.shelfLifeHelp')}
        step={1}
        min={1}
        max={120}
        validate={shelfLifeError}
        slotProps={testId('label-shelf-life')}
      />
    </Box>
  );
}

/**
 * The Label section of both product forms (issue 30): the status (a draft is seen only in the
 * console), then what the law wants the listing to declare. The catalog refuses to publish a
 * food without its FSSAI licence and veg / non-veg mark, or imported goods without their
 * importer; its refusal shows beside the fact lacking (`SaveRefusal`).
 */
export function LabelInputs() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="label-title" sx={{ width: '100%', my: 2 }}>
      <Typography id="label-title" variant="h6" component="h2">
        {t('products.label.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('products.label.intro')}
      </Typography>
      <RadioButtonGroupInput
        source="status"
        label={k('products.label.status')}
        choices={STATUS_CHOICES}
        helperText={k('products.label.statusHelp')}
        row
        data-testid="label-status"
      />
      <FormDataConsumer>
        {({ formData }) => {
          const category = typeof formData.category === 'string' ? formData.category : '';
          const label = (formData.label ?? {}) as LabelValues;
          const food = isFood(category);
          return (
            <>
              {food && <FoodFacts category={category} />}
              <MakerFacts imported={isImported(label.countryOfOrigin)} />
              {!food && <FoodFacts category={category} />}
            </>
          );
        }}
      </FormDataConsumer>
    </Box>
  );
}
