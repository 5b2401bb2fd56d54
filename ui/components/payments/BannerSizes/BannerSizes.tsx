import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { BANNER_SIZES } from '../../features/business';
import type { BannerSize } from '../../features/business';
import { cx } from '../../internal/cx';
import tableStyles from '../../internal/table.module.css';
import { PK } from '../internal/keys';
import styles from './BannerSizes.module.css';

export interface BannerSizesProps {
  /** Default: BANNER_SIZES (sdk/business), the one list of sizes. */
  sizes?: readonly BannerSize[];
  className?: string;
}

/** §2 banner-sizes information: every placement with its size in pixels, screens and who gets it. */
export function BannerSizes({ sizes = BANNER_SIZES, className }: BannerSizesProps) {
  const { t } = useCachedTranslation();
  return (
    <div className={cx(styles.root, className)}>
      <p className={styles.intro}>{t(PK.bannersInfo)}</p>
      <div className={styles.scroll}>
        <table className={tableStyles.table}>
          <caption>{t(PK.bannersTitle)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(PK.bannerPlacement)}</th>
              <th scope="col" className={tableStyles.num}>{t(PK.bannerSize)}</th>
              <th scope="col">{t(PK.bannerScreens)}</th>
              <th scope="col">{t(PK.bannerAccess)}</th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size.id}>
                <th scope="row">{t(PK.bannerPlacementName(size.id))}</th>
                {/* "1200 × 400": the multiplication sign, not the letter x. */}
                <td className={tableStyles.num}>{`${size.width} × ${size.height}`}</td>
                <td>{t(PK.bannerScreen(size.devices))}</td>
                <td>{size.vipOnly ? t(PK.bannerVipOnly) : t(PK.bannerEveryone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
