import type { LegalCatalog } from './en';

/** Italian: the legal pages' body copy. */
const legal: LegalCatalog = {
  policy: {
    p1: 'Usiamo i cookie per mantenerti connesso, ricordare la lingua e la conferma dell’età e misurare l’utilizzo del sito.',
    p2: 'Puoi cancellare o bloccare i cookie nelle impostazioni del browser. Senza di essi l’accesso e alcune funzioni non sono disponibili.',
  },
  privacy: {
    p1: 'Trattiamo solo i dati necessari al tuo account e al tuo profilo: la tua email, i dati del profilo e le foto che carichi.',
    p2: 'Non vendiamo mai i tuoi dati. Puoi chiederci in qualsiasi momento di consultarli, correggerli o cancellarli.',
    p3: 'I pagamenti sono gestiti da fornitori di servizi di pagamento; non conserviamo i dati delle carte.',
  },
  terms: {
    p1: 'Il sito è riservato agli adulti. Usandolo confermi di avere almeno 18 anni.',
    p2: 'Gli inserzionisti sono responsabili dei propri profili. Tutte le persone mostrate devono essere maggiorenni e partecipare volontariamente.',
    p3: 'Possiamo rimuovere i contenuti che violano questi termini o la legge e segnalarli alle autorità.',
  },
};

export default legal;
