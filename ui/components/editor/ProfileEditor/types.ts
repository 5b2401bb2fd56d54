import type { ReactNode } from 'react';
import type { Country, CountryWithCities, Currency, Gallery, IndividualData, ProfileStatus, ServiceOption } from '@portal/sdk';
import type { DraftStorage, EditorValues } from '../../features/editor';
import type { EditorPhotoApi, ProfileEditorApi } from '../../features/editor';
import type { CropDialogProps } from '../CropDialog';
import type { ProfilePreview } from '../PreviewStep';

/** The option lists the steps offer (reference data the page loads). */
export interface EditorOptions {
  data: IndividualData;
  countries: readonly CountryWithCities[];
  /** The dial-code table; defaults to `countries`. */
  dialCodes?: readonly Pick<Country, 'id' | 'title' | 'dial_code'>[];
  currencies: readonly Currency[];
  services: readonly ServiceOption[];
}


export interface ProfileEditorProps {
  profileId: number | null;
  userId: number;
  /** editorValuesFromProfile(profile) or emptyEditorValues(). */
  baseline: EditorValues;
  status: ProfileStatus | null;
  isFinal: boolean;
  gallery: Gallery;
  moderationMessage?: string | null;
  options: EditorOptions;
  api: ProfileEditorApi;
  photos: EditorPhotoApi;
  /** A business adding one of its models. */
  businessId?: number;
  incognito?: boolean;
  /** The site's public profile view for the preview step. */
  renderPreview?: (preview: ProfilePreview) => ReactNode;
  storage?: DraftStorage | null;
  draftDelayMs?: number;
  /** Replaces the canvas crop (tests). */
  crop?: CropDialogProps['crop'];
  onCreated?: (id: number) => void;
  onSent?: (status: ProfileStatus) => void;
  formId?: string;
  className?: string;
}
