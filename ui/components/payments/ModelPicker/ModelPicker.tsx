import { useId } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { PackageType } from '@portal/sdk';
import { isolateText } from '@portal/sdk';
import { cx } from '../../internal/cx';
import { PK } from '../internal/keys';
import styles from './ModelPicker.module.css';

export interface PromotableModel {
  id: number;
  name: string;
  /** The package the model holds now. */
  package: PackageType | null;
}

export interface ModelPickerProps {
  /** The business's model profiles (the dashboard's), in the order to list them. */
  models: readonly PromotableModel[];
  /** The chosen model's profile id; null for the business page itself. */
  value: number | null;
  onChange: (profileId: number | null) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * What a business promotes with TOP or VIP: its own page or one of its models. A native select:
 * labelled, keyboard and screen-reader operable everywhere, and one choice among a short list.
 */
export function ModelPicker({ models, value, onChange, disabled, className }: ModelPickerProps) {
  const { t } = useCachedTranslation();
  const id = useId();
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={id} className={styles.label}>{t(PK.promote)}</label>
      <select
        id={id} className={styles.select} value={value === null ? '' : String(value)} disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t(PK.promoteBusiness)}</option>
        {models.map((model) => (
          <option key={model.id} value={String(model.id)}>
            {/* An option holds no <bdi>: the name is a proper isolate of its own (a right-to-left name keeps " · VIP" after it). */}
            {model.package ? `${isolateText(model.name)} · ${model.package}` : isolateText(model.name)}
          </option>
        ))}
      </select>
    </div>
  );
}
