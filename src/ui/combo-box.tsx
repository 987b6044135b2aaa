/**
 * A searchable list to pick one item from (react-aria-components ComboBox): type to filter, arrows and
 * Enter to choose, a button to show all; when nothing matches, the list stays open with `emptyText`.
 */
import type { FocusEvent } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import './form-field.css';

export interface ComboItem {
  id: string;
  name: string;
}

interface FormComboBoxProps {
  /** The input's DOM id, so a form can move focus to it. */
  id: string;
  label: string;
  items: ComboItem[];
  selectedKey: string | null;
  onSelectionChange: (key: string | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  emptyText: string;
  /** The label of the button that opens the whole list. */
  buttonLabel: string;
  error?: string | undefined;
  isRequired?: boolean;
  autoComplete?: string;
}

const sameName = (a: string, b: string) =>
  a.localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

export function FormComboBox({
  id,
  label,
  items,
  selectedKey,
  onSelectionChange,
  onBlur,
  emptyText,
  buttonLabel,
  error,
  isRequired,
  autoComplete,
}: FormComboBoxProps) {
  return (
    <ComboBox
      className="field combo"
      // defaultItems, not items: the combo box filters them by what is typed (it leaves `items` alone).
      defaultItems={items}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key | null) => onSelectionChange(key === null ? null : String(key))}
      // Autofill types a name rather than choosing it: a name typed in full chooses its item.
      onInputChange={(text) => {
        const match = items.find((i) => sameName(i.name, text));
        if (match && match.id !== selectedKey) onSelectionChange(match.id);
      }}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      allowsEmptyCollection
    >
      <Label className="field__label">{label}</Label>
      <div className="combo__control">
        <Input id={id} className="field__input combo__input" autoComplete={autoComplete} />
        <Button className="combo__button" aria-label={buttonLabel}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="combo__popover" offset={4}>
        <ListBox
          className="combo__list"
          renderEmptyState={() => <p className="combo__empty">{emptyText}</p>}
        >
          {(item: ComboItem) => (
            <ListBoxItem id={item.id} textValue={item.name} className="combo__item">
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
