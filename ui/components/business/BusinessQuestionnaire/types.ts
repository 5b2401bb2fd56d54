import type { Category, Country, CountryWithCities, Currency, Gallery, Option, ServiceOption } from '@portal/sdk';
import type { BusinessValues } from '../../features/business';
import type { DraftStorage } from '../../features/editor';
import type { BusinessQuestionnaireApi } from '../../features/business';
import type { UploadOptions } from '../../features/editor';
import type { CropDialogProps } from '../../editor';

/** The option lists the steps offer (reference data the page loads). */
export interface BusinessQuestionnaireOptions {
  countries: readonly CountryWithCities[];
  /** The dial-code table; defaults to `countries`. */
  dialCodes?: readonly Pick<Country, 'id' | 'title' | 'dial_code'>[];
  currencies: readonly Currency[];
  paymentTypes: readonly Option[];
  parkingTypes: readonly Option[];
  categories: readonly Category[];
  services: readonly ServiceOption[];
}

/** Photo calls of the business (POST /api/business/{id}/upload-image, delete-image). */
export interface BusinessPhotoApi {
  upload: (file: Blob, options: UploadOptions) => Promise<Gallery>;
  remove?: (imageIds: number[]) => Promise<Gallery>;
}

export interface BusinessQuestionnaireProps {
  businessId: number;
  /** businessValuesFromBusiness(business), or emptyBusinessValues(). */
  baseline: BusinessValues;
  isFinal: boolean;
  gallery: Gallery;
  options: BusinessQuestionnaireOptions;
  /** `{ update: (id, body) => client.businesses.update(id, body) }` (or the mutation). */
  api: BusinessQuestionnaireApi;
  photos: BusinessPhotoApi;
  storage?: DraftStorage | null;
  draftDelayMs?: number;
  /** Replaces the canvas crop (tests). */
  crop?: CropDialogProps['crop'];
  /** The last step went out with is_final. */
  onFinished?: () => void;
  formId?: string;
  className?: string;
}
