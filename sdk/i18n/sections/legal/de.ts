import type { LegalCatalog } from './en';

/** German: the legal pages' body copy. */
const legal: LegalCatalog = {
  policy: {
    p1: 'Wir verwenden Cookies, damit Sie angemeldet bleiben, Ihre Sprache und Altersbestätigung gespeichert werden und wir die Nutzung der Website messen können.',
    p2: 'Sie können Cookies in den Browsereinstellungen löschen oder blockieren. Ohne sie funktionieren die Anmeldung und einige Funktionen nicht.',
  },
  privacy: {
    p1: 'Wir verarbeiten nur die Daten, die Ihr Konto und Ihr Profil benötigen: Ihre E-Mail-Adresse, Ihre Profilangaben und die hochgeladenen Fotos.',
    p2: 'Wir verkaufen Ihre Daten nie. Sie können jederzeit Auskunft, Berichtigung oder Löschung verlangen.',
    p3: 'Zahlungen wickeln Zahlungsdienstleister ab; Kartendaten speichern wir nicht.',
  },
  terms: {
    p1: 'Diese Website ist nur für Erwachsene. Mit der Nutzung bestätigen Sie, dass Sie mindestens 18 Jahre alt sind.',
    p2: 'Für ihre Profile sind die Inserenten verantwortlich. Alle gezeigten Personen müssen volljährig sein und freiwillig mitwirken.',
    p3: 'Wir können Inhalte entfernen, die gegen diese Bedingungen oder das Gesetz verstoßen, und sie den Behörden melden.',
  },
};

export default legal;
