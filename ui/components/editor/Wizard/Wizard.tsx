import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import { VisuallyHidden } from '../../VisuallyHidden';
import { ErrorSummary } from '../ErrorSummary';
import type { ErrorItem } from '../internal/stepProps';
import styles from './Wizard.module.css';

export type WizardTone = 'todo' | 'progress' | 'done' | 'pending';

export interface WizardStep {
  id: string;
  label: string;
  /** The step's progress label (translated), shown under its name. */
  status?: string;
  tone?: WizardTone;
}

export interface WizardProps {
  /** The steps in order, each with its title and progress (not completed, in progress, completed). */
  steps: readonly WizardStep[];
  /** The id of the step shown: marked as current in the list. */
  currentId: string;
  /** Jump to a step from the list (omit to make the list read-only). */
  onSelect?: (id: string) => void;
  /** The form of the current step: Next and Save submit it (`data-intent` tells them apart). */
  formId: string;
  /** Back to the previous step; without it there is no Back button (nor on the first step). */
  onBack?: () => void;
  /** The last step brings its own action (send to moderation). */
  hideNext?: boolean;
  /** No "Save draft" button (a step that saves as it goes). */
  hideSave?: boolean;
  /** A save is running: the buttons are disabled and Next says it is busy. */
  busy?: boolean;
  /** The current step's errors, listed above it with links to the fields. */
  errors?: readonly ErrorItem[];
  /** Above the step: the draft notice, a server error. */
  notice?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The generic wizard shell: the step list (collapsed into "Step n of N" on phones), the current
 * step's heading, an error summary and Back / Save / Next. It knows nothing of profiles.
 */
export function Wizard({
  steps, currentId, onSelect, formId, onBack, hideNext, hideSave, busy, errors = [], notice, className, children,
}: WizardProps) {
  const { t } = useCachedTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const index = Math.max(0, steps.findIndex((s) => s.id === currentId));
  const current = steps[index];

  // A new step: move focus to its heading so keyboard and screen-reader users start there.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [currentId]);

  const stepOf = t('editor.stepOf', { n: index + 1, total: steps.length });

  return (
    <div className={cx(styles.root, className)}>
      <nav className={styles.nav} aria-label={t('editor.stepsLabel')}>
        <button
          type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{stepOf}</span>
          <VisuallyHidden>: </VisuallyHidden>
          <span className={styles.toggleLabel}>{current?.label}</span>
          <span aria-hidden="true" className={styles.chevron}>{open ? '▴' : '▾'}</span>
        </button>
        <ol id={listId} className={cx(styles.list, open && styles.open)}>
          {steps.map((step, i) => {
            const isCurrent = step.id === currentId;
            const content = (
              <>
                <span className={styles.number} aria-hidden="true">{i + 1}</span>
                <span className={styles.text}>
                  <span className={styles.label}>{step.label}</span>
                  {step.status ? (
                    <>
                      {/* Read as "Parameters, In progress", not "ParametersIn progress". */}
                      <VisuallyHidden>, </VisuallyHidden>
                      <span className={styles.status}>{step.status}</span>
                    </>
                  ) : null}
                </span>
              </>
            );
            return (
              <li key={step.id} className={cx(styles.item, step.tone && styles[step.tone], isCurrent && styles.current)}>
                {onSelect ? (
                  <button
                    type="button" className={styles.link} aria-current={isCurrent ? 'step' : undefined}
                    onClick={() => {
                      setOpen(false);
                      onSelect(step.id);
                    }}
                  >
                    {content}
                  </button>
                ) : (
                  <span className={styles.link} aria-current={isCurrent ? 'step' : undefined}>{content}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <section className={styles.body} aria-labelledby={`${listId}-heading`}>
        <p className={styles.stepOf}>{stepOf}</p>
        <h2 id={`${listId}-heading`} ref={heading} tabIndex={-1} className={styles.heading}>
          {current?.label}
        </h2>
        {notice}
        <ErrorSummary errors={errors} />
        <div className={styles.content}>{children}</div>
        <div className={styles.actions}>
          {onBack && index > 0 ? (
            <Button variant="secondary" onClick={onBack} disabled={busy}>
              {t('editor.back')}
            </Button>
          ) : <span />}
          <div className={styles.forward}>
            {hideSave ? null : (
              <Button variant="ghost" type="submit" form={formId} data-intent="save" disabled={busy}>
                {t('editor.save')}
              </Button>
            )}
            {hideNext ? null : (
              <Button type="submit" form={formId} data-intent="next" disabled={busy} aria-busy={busy || undefined}>
                {t('editor.next')}
              </Button>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
