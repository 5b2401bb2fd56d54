import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { Gallery, VisuallyHidden } from '@portal/components';
import type { ProfileCardData } from '@portal/components/ProfileCard';
import { cx } from '@portal/components/internal/cx';
import { knownProfileItem } from '../data/known-profile';
import { ProfileHeadline } from './ProfileHeadline';
import styles from './detail.module.css';
import preview from './ProfilePreview.module.css';

export interface ProfilePreviewProps {
  /** What the card the visitor clicked shows of the profile. */
  card: ProfileCardData;
}

/** A grey block where a part of the profile will be. */
const Block = ({ className }: { className: string | undefined }) => <div className={cx(preview.block, className)} />;

/**
 * A profile page drawn from the card the visitor clicked, while the whole profile loads:
 * the name, badges, age, city, price from and the main photo where ProfileView puts them (its
 * layout, the same headline and gallery), and grey blocks for the rest (previous/next, contacts,
 * parameters, description, services, rates, reviews), each about the height of what replaces it.
 */
export function ProfilePreview({ card }: ProfilePreviewProps) {
  const { t, language } = useCachedTranslation();
  return (
    <article className={styles.detail} aria-busy="true">
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      <div className={styles.columns}>
        <Gallery images={{ main_slide: card.main_image, other_sliders: [] }} name={card.name} className={styles.gallery} />
        <Block className={cx(styles.nav, preview.nav)} />
        <ProfileHeadline name={card.name} statuses={card.statuses} age={card.age} place={[card.city.title]} price={card.price_from} locale={language} />
        <div className={styles.facts}>
          <Block className={preview.button} />
          <Block className={preview.button} />
          <Block className={preview.text} />
        </div>
      </div>
      <Block className={preview.text} />
      <Block className={preview.text} />
    </article>
  );
}

/** Whether a list item carries the card's fields (a page of cards or of profiles, not only an id and a slug). */
function isCard(item: object): item is ProfileCardData {
  const card = item as Partial<ProfileCardData>;
  return typeof card.name === 'string' && typeof card.age === 'number' && typeof card.city === 'object' && typeof card.statuses === 'object';
}

/**
 * The profile with this slug drawn from the card of a list the page holds (ProfileDetail's loader
 * found one). If the profile then fails to load, the route's loader runs again and answers as a
 * direct link does (404, or the API's error).
 */
export function CardPreview({ slug, failed }: { slug: string; failed: boolean }) {
  const item = knownProfileItem(useQueryClient(), slug);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (failed) void revalidate();
  }, [failed, revalidate]);
  return item && isCard(item) && !failed ? <ProfilePreview card={item} /> : null;
}
