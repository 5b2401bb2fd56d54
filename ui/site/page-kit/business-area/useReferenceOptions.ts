import { useQueries } from '@tanstack/react-query';
import { usePortalQueries } from '@portal/sdk/react';
import type { BusinessQuestionnaireOptions } from '@portal/components/business';
import type { EditorOptions } from '@portal/components/editor';

/** The lists the business questionnaire offers (reference data, cached for the session). */
export function useBusinessOptions(): { options: BusinessQuestionnaireOptions | null; error: unknown; retry: () => void } {
  const queries = usePortalQueries();
  const results = useQueries({
    queries: [
      queries.reference.countriesWithCities(), queries.reference.currencies(), queries.reference.paymentTypes(),
      queries.reference.parkingTypes(), queries.reference.categories(), queries.reference.services(),
    ],
  });
  const [countries, currencies, paymentTypes, parkingTypes, categories, services] = results;
  const error = results.find((r) => r.error)?.error ?? null;
  const retry = () => results.forEach((r) => r.error && void r.refetch());
  if (!countries.data || !currencies.data || !paymentTypes.data || !parkingTypes.data || !categories.data || !services.data) {
    return { options: null, error, retry };
  }
  return {
    options: {
      countries: countries.data.data, currencies: currencies.data.data, paymentTypes: paymentTypes.data.data,
      parkingTypes: parkingTypes.data.data, categories: categories.data.data, services: services.data.data,
    },
    error,
    retry,
  };
}

/** The lists the model editor's ten steps offer: the same reference calls as the model's own area. */
export function useModelEditorOptions(): { options: EditorOptions | null; error: unknown; retry: () => void } {
  const queries = usePortalQueries();
  const results = useQueries({
    queries: [
      queries.reference.individualData(), queries.reference.countriesWithCities(),
      queries.reference.currencies(), queries.reference.services(),
    ],
  });
  const [data, countries, currencies, services] = results;
  const error = results.find((r) => r.error)?.error ?? null;
  const retry = () => results.forEach((r) => r.error && void r.refetch());
  if (!data.data || !countries.data || !currencies.data || !services.data) return { options: null, error, retry };
  return {
    options: { data: data.data.data, countries: countries.data.data, currencies: currencies.data.data, services: services.data.data },
    error,
    retry,
  };
}
