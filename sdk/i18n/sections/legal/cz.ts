import type { LegalCatalog } from './en';

/** Czech: the legal pages' body copy. */
const legal: LegalCatalog = {
  policy: {
    p1: 'Cookies používáme, abyste zůstali přihlášeni, abychom si pamatovali váš jazyk a potvrzení věku a abychom mohli měřit návštěvnost.',
    p2: 'Cookies můžete smazat nebo zablokovat v nastavení prohlížeče. Bez nich nebude fungovat přihlášení a některé funkce.',
  },
  privacy: {
    p1: 'Zpracováváme jen údaje potřebné pro váš účet a profil: e-mail, údaje profilu a fotky, které nahrajete.',
    p2: 'Vaše údaje nikdy neprodáváme. Kdykoli nás můžete požádat o jejich zobrazení, opravu nebo smazání.',
    p3: 'Platby zpracovávají poskytovatelé plateb; údaje o kartách neukládáme.',
  },
  terms: {
    p1: 'Tento web je určen pouze dospělým. Jeho používáním potvrzujete, že je vám alespoň 18 let.',
    p2: 'Za profily odpovídají inzerenti. Všechny zobrazené osoby musí být plnoleté a účastnit se dobrovolně.',
    p3: 'Obsah, který porušuje tyto podmínky nebo zákon, můžeme odstranit a oznámit úřadům.',
  },
};

export default legal;
