/**
 * The product's category: a combo box offering the categories products already use (the storefront's
 * filter and labels read them, so reusing one keeps a filter together), and taking a new one typed
 * in full. The API lower-cases it and wants kebab-case (`t-shirts`).
 */
import { useIntl } from 'react-intl';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import '../../../src/ui/form-field.css';

interface CategoryFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  categories: readonly string[];
  error?: string | undefined;
}

export function CategoryField({ id, value, onChange, categories, error }: CategoryFieldProps) {
  const intl = useIntl();
  const items = categories.map((name) => ({ id: name, name }));
  return (
    <ComboBox
      className="field combo"
      defaultItems={items}
      inputValue={value}
      onInputChange={onChange}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      allowsCustomValue
      allowsEmptyCollection
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className="field__label">
        {intl.formatMessage({ id: 'products.field.category' })}
      </Label>
      <div className="combo__control">
        <Input id={id} className="field__input combo__input" autoComplete="off" />
        <Button
          className="combo__button"
          aria-label={intl.formatMessage({ id: 'products.field.category.all' })}
        >
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Text slot="description" className="editor__hint">
        {intl.formatMessage({ id: 'products.field.category.hint' })}
      </Text>
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="combo__popover" offset={4}>
        <ListBox
          className="combo__list"
          renderEmptyState={() => (
            <p className="combo__empty">
              {intl.formatMessage({ id: 'products.field.category.new' }, { name: value.trim() })}
            </p>
          )}
        >
          {(item: { id: string; name: string }) => (
            <ListBoxItem id={item.id} textValue={item.name} className="combo__item">
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
