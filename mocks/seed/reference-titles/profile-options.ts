import type { TitleTable } from './table';

/**
 * The option lists of the profile form and the filters (GET /api/all-individual-data and
 * /api/filter-data), keyed by list name. Adjectives agree with the field's label where the
 * language makes them agree (a nationality is feminine in most of them: la nacionalidad), and
 * describe the person in the feminine elsewhere, as the catalogs do (Raucherin, Fumadora).
 * Columns: es, fr, de, it, cz, ru, pt, el.
 */
export const PROFILE_OPTION_TITLES: Readonly<Record<string, TitleTable>> = {
  genders: {
    Female: ['Mujer', 'Femme', 'Frau', 'Donna', 'Žena', 'Женщина', 'Mulher', 'Γυναίκα'],
    Male: ['Hombre', 'Homme', 'Mann', 'Uomo', 'Muž', 'Мужчина', 'Homem', 'Άνδρας'],
    Trans: ['Trans', 'Trans', 'Trans', 'Trans', 'Trans', 'Транс', 'Trans', 'Τρανς'],
    'Non-binary': ['No binario', 'Non binaire', 'Nichtbinär', 'Non binario', 'Nebinární', 'Небинарный', 'Não binário', 'Μη δυαδικό άτομο'],
  },
  orientations: {
    Heterosexual: ['Heterosexual', 'Hétérosexuelle', 'Heterosexuell', 'Eterosessuale', 'Heterosexuální', 'Гетеросексуальная', 'Heterossexual', 'Ετεροφυλόφιλη'],
    Bisexual: ['Bisexual', 'Bisexuelle', 'Bisexuell', 'Bisessuale', 'Bisexuální', 'Бисексуальная', 'Bissexual', 'Αμφιφυλόφιλη'],
    Homosexual: ['Homosexual', 'Homosexuelle', 'Homosexuell', 'Omosessuale', 'Homosexuální', 'Гомосексуальная', 'Homossexual', 'Ομοφυλόφιλη'],
    Pansexual: ['Pansexual', 'Pansexuelle', 'Pansexuell', 'Pansessuale', 'Pansexuální', 'Пансексуальная', 'Pansexual', 'Πανσεξουαλική'],
  },
  ethnicities: {
    Caucasian: ['Europea', 'Européenne', 'Europäisch', 'Europea', 'Evropský', 'Европейская', 'Branca', 'Ευρωπαϊκή'],
    Latin: ['Latina', 'Latine', 'Lateinamerikanisch', 'Latina', 'Latinskoamerický', 'Латиноамериканская', 'Latina', 'Λατινοαμερικανική'],
    Asian: ['Asiática', 'Asiatique', 'Asiatisch', 'Asiatica', 'Asijský', 'Азиатская', 'Asiática', 'Ασιατική'],
    Black: ['Negra', 'Noire', 'Schwarz', 'Nera', 'Černošský', 'Темнокожая', 'Negra', 'Μαύρη'],
    Mixed: ['Mestiza', 'Métisse', 'Gemischt', 'Mista', 'Smíšený', 'Смешанная', 'Mestiça', 'Μικτή'],
    'Middle Eastern': ['De Oriente Medio', 'Moyen-orientale', 'Nahöstlich', 'Mediorientale', 'Blízkovýchodní', 'Ближневосточная', 'Do Oriente Médio', 'Μεσανατολική'],
    Indian: ['India', 'Indienne', 'Indisch', 'Indiana', 'Indický', 'Индийская', 'Indiana', 'Ινδική'],
  },
  body_types: {
    Slim: ['Delgada', 'Mince', 'Schlank', 'Snella', 'Štíhlá', 'Стройная', 'Magra', 'Λεπτή'],
    Petite: ['Menuda', 'Petite', 'Zierlich', 'Minuta', 'Drobná', 'Миниатюрная', 'Mignon', 'Μικροκαμωμένη'],
    Athletic: ['Atlética', 'Athlétique', 'Sportlich', 'Atletica', 'Sportovní', 'Спортивная', 'Atlética', 'Αθλητική'],
    Average: ['Normal', 'Moyenne', 'Durchschnittlich', 'Normale', 'Průměrná', 'Обычная', 'Média', 'Μέτρια'],
    Curvy: ['Curvilínea', 'Pulpeuse', 'Kurvig', 'Formosa', 'Plnoštíhlá', 'Фигуристая', 'Curvilínea', 'Καμπυλωτή'],
    'Plus size': ['Talla grande', 'Ronde', 'Mollig', 'Morbida', 'Při těle', 'Пышная', 'Tamanho grande', 'Γεματούλα'],
  },
  hair_lengths: {
    Short: ['Corto', 'Courts', 'Kurz', 'Corti', 'Krátké', 'Короткие', 'Curto', 'Κοντά'],
    'Shoulder length': ['Por los hombros', 'Mi-longs', 'Schulterlang', 'Alle spalle', 'Po ramena', 'До плеч', 'Na altura dos ombros', 'Μέχρι τους ώμους'],
    Long: ['Largo', 'Longs', 'Lang', 'Lunghi', 'Dlouhé', 'Длинные', 'Longo', 'Μακριά'],
    'Very long': ['Muy largo', 'Très longs', 'Sehr lang', 'Molto lunghi', 'Velmi dlouhé', 'Очень длинные', 'Muito longo', 'Πολύ μακριά'],
  },
  hair_colors: {
    Blonde: ['Rubio', 'Blonds', 'Blond', 'Biondi', 'Blond', 'Светлые', 'Loiro', 'Ξανθά'],
    Brunette: ['Castaño', 'Bruns', 'Brünett', 'Castani', 'Hnědé', 'Тёмные', 'Castanho', 'Καστανά'],
    Black: ['Negro', 'Noirs', 'Schwarz', 'Neri', 'Černé', 'Чёрные', 'Preto', 'Μαύρα'],
    Red: ['Pelirrojo', 'Roux', 'Rot', 'Rossi', 'Zrzavé', 'Рыжие', 'Ruivo', 'Κόκκινα'],
    Auburn: ['Caoba', 'Châtain roux', 'Rotbraun', 'Ramati', 'Kaštanové', 'Каштановые', 'Acobreado', 'Καστανοκόκκινα'],
    Grey: ['Canoso', 'Gris', 'Grau', 'Grigi', 'Šedé', 'Седые', 'Grisalho', 'Γκρίζα'],
    Coloured: ['Teñido', 'Colorés', 'Gefärbt', 'Colorati', 'Barvené', 'Окрашенные', 'Tingido', 'Βαμμένα'],
  },
  eye_colors: {
    Blue: ['Azules', 'Bleus', 'Blau', 'Azzurri', 'Modré', 'Голубые', 'Azuis', 'Μπλε'],
    Green: ['Verdes', 'Verts', 'Grün', 'Verdi', 'Zelené', 'Зелёные', 'Verdes', 'Πράσινα'],
    Brown: ['Marrones', 'Marron', 'Braun', 'Marroni', 'Hnědé', 'Карие', 'Castanhos', 'Καστανά'],
    Grey: ['Grises', 'Gris', 'Grau', 'Grigi', 'Šedé', 'Серые', 'Cinza', 'Γκρίζα'],
    Hazel: ['Avellana', 'Noisette', 'Haselnussbraun', 'Nocciola', 'Oříškové', 'Ореховые', 'Cor de mel', 'Φουντουκί'],
    Black: ['Negros', 'Noirs', 'Schwarz', 'Neri', 'Černé', 'Чёрные', 'Pretos', 'Μαύρα'],
  },
  bust_types: {
    Natural: ['Natural', 'Naturelle', 'Natürlich', 'Naturale', 'Přirozená', 'Натуральная', 'Natural', 'Φυσικό'],
    Enhanced: ['Operado', 'Augmentée', 'Vergrößert', 'Rifatto', 'Zvětšená', 'Увеличенная', 'Com silicone', 'Με σιλικόνη'],
  },
  intimate_groomings: {
    'Fully groomed': ['Depilación completa', 'Intégrale', 'Komplett rasiert', 'Completamente depilata', 'Úplně vyholená', 'Полная депиляция', 'Totalmente depilada', 'Πλήρης αποτρίχωση'],
    Trimmed: ['Recortada', 'Taillée', 'Getrimmt', 'Regolata', 'Zastřižená', 'Аккуратная стрижка', 'Aparada', 'Περιποιημένη'],
    Natural: ['Natural', 'Naturelle', 'Natürlich', 'Naturale', 'Přirozená', 'Натуральная', 'Natural', 'Φυσική'],
  },
  alcohol: {
    No: ['No', 'Non', 'Nein', 'No', 'Ne', 'Нет', 'Não', 'Όχι'],
    Socially: ['Socialmente', 'En société', 'Gesellig', 'In compagnia', 'Společensky', 'В компании', 'Socialmente', 'Κοινωνικά'],
    Yes: ['Sí', 'Oui', 'Ja', 'Sì', 'Ano', 'Да', 'Sim', 'Ναι'],
  },
  smokers: {
    No: ['No', 'Non', 'Nein', 'No', 'Ne', 'Нет', 'Não', 'Όχι'],
    Occasionally: ['A veces', 'Occasionnellement', 'Gelegentlich', 'Occasionalmente', 'Příležitostně', 'Иногда', 'Ocasionalmente', 'Περιστασιακά'],
    Yes: ['Sí', 'Oui', 'Ja', 'Sì', 'Ano', 'Да', 'Sim', 'Ναι'],
  },
  tattoos: {
    None: ['Ninguno', 'Aucun', 'Keine', 'Nessuno', 'Žádné', 'Нет', 'Nenhuma', 'Κανένα'],
    'A few': ['Algunos', 'Quelques-uns', 'Einige', 'Alcuni', 'Několik', 'Несколько', 'Algumas', 'Λίγα'],
    Many: ['Muchos', 'Beaucoup', 'Viele', 'Molti', 'Hodně', 'Много', 'Muitas', 'Πολλά'],
  },
  piercings: {
    Ears: ['Orejas', 'Oreilles', 'Ohren', 'Orecchie', 'Uši', 'Уши', 'Orelhas', 'Αυτιά'],
    Navel: ['Ombligo', 'Nombril', 'Bauchnabel', 'Ombelico', 'Pupík', 'Пупок', 'Umbigo', 'Αφαλός'],
    Nose: ['Nariz', 'Nez', 'Nase', 'Naso', 'Nos', 'Нос', 'Nariz', 'Μύτη'],
    Eyebrow: ['Ceja', 'Sourcil', 'Augenbraue', 'Sopracciglio', 'Obočí', 'Бровь', 'Sobrancelha', 'Φρύδι'],
    Lip: ['Labio', 'Lèvre', 'Lippe', 'Labbro', 'Ret', 'Губа', 'Lábio', 'Χείλος'],
  },
  meeting_with: {
    Men: ['Hombres', 'Hommes', 'Männern', 'Uomini', 'Muži', 'Мужчинами', 'Homens', 'Άνδρες'],
    Women: ['Mujeres', 'Femmes', 'Frauen', 'Donne', 'Ženami', 'Женщинами', 'Mulheres', 'Γυναίκες'],
    Couples: ['Parejas', 'Couples', 'Paaren', 'Coppie', 'Páry', 'Парами', 'Casais', 'Ζευγάρια'],
    Groups: ['Grupos', 'Groupes', 'Gruppen', 'Gruppi', 'Skupinami', 'Группами', 'Grupos', 'Ομάδες'],
  },
  available_for: {
    'Dinner dates': ['Cenas', 'Dîners', 'Dinner-Dates', 'Cene', 'Večeře', 'Ужины', 'Jantares', 'Δείπνα'],
    'Social events': ['Eventos sociales', 'Événements mondains', 'Gesellschaftliche Anlässe', 'Eventi mondani', 'Společenské akce', 'Светские мероприятия', 'Eventos sociais', 'Κοινωνικές εκδηλώσεις'],
    'Travel companion': ['Compañía de viaje', 'Compagne de voyage', 'Reisebegleitung', 'Compagnia di viaggio', 'Společnice na cesty', 'Компаньонка в поездках', 'Companhia de viagem', 'Συνοδός ταξιδιού'],
    'Overnight stays': ['Noches completas', 'Nuits entières', 'Übernachtungen', 'Notti intere', 'Celé noci', 'На всю ночь', 'Pernoites', 'Διανυκτερεύσεις'],
  },
  travel_modes: {
    'Within the country': ['Dentro del país', 'Dans le pays', 'Innerhalb des Landes', "All'interno del paese", 'V rámci země', 'По стране', 'Dentro do país', 'Εντός της χώρας'],
    Europe: ['Europa', 'Europe', 'Europa', 'Europa', 'Evropa', 'Европа', 'Europa', 'Ευρώπη'],
    Worldwide: ['Todo el mundo', 'Monde entier', 'Weltweit', 'In tutto il mondo', 'Celý svět', 'По всему миру', 'Todo o mundo', 'Σε όλο τον κόσμο'],
  },
  nationalities: {
    Ukrainian: ['Ucraniana', 'Ukrainienne', 'Ukrainisch', 'Ucraina', 'Ukrajinská', 'Украинская', 'Ucraniana', 'Ουκρανική'],
    Czech: ['Checa', 'Tchèque', 'Tschechisch', 'Ceca', 'Česká', 'Чешская', 'Checa', 'Τσεχική'],
    German: ['Alemana', 'Allemande', 'Deutsch', 'Tedesca', 'Německá', 'Немецкая', 'Alemã', 'Γερμανική'],
    French: ['Francesa', 'Française', 'Französisch', 'Francese', 'Francouzská', 'Французская', 'Francesa', 'Γαλλική'],
    Spanish: ['Española', 'Espagnole', 'Spanisch', 'Spagnola', 'Španělská', 'Испанская', 'Espanhola', 'Ισπανική'],
    Italian: ['Italiana', 'Italienne', 'Italienisch', 'Italiana', 'Italská', 'Итальянская', 'Italiana', 'Ιταλική'],
    Portuguese: ['Portuguesa', 'Portugaise', 'Portugiesisch', 'Portoghese', 'Portugalská', 'Португальская', 'Portuguesa', 'Πορτογαλική'],
    Greek: ['Griega', 'Grecque', 'Griechisch', 'Greca', 'Řecká', 'Греческая', 'Grega', 'Ελληνική'],
    British: ['Británica', 'Britannique', 'Britisch', 'Britannica', 'Britská', 'Британская', 'Britânica', 'Βρετανική'],
    Dutch: ['Neerlandesa', 'Néerlandaise', 'Niederländisch', 'Olandese', 'Nizozemská', 'Нидерландская', 'Neerlandesa', 'Ολλανδική'],
    Swiss: ['Suiza', 'Suisse', 'Schweizerisch', 'Svizzera', 'Švýcarská', 'Швейцарская', 'Suíça', 'Ελβετική'],
    Austrian: ['Austriaca', 'Autrichienne', 'Österreichisch', 'Austriaca', 'Rakouská', 'Австрийская', 'Austríaca', 'Αυστριακή'],
    Polish: ['Polaca', 'Polonaise', 'Polnisch', 'Polacca', 'Polská', 'Польская', 'Polonesa', 'Πολωνική'],
    Brazilian: ['Brasileña', 'Brésilienne', 'Brasilianisch', 'Brasiliana', 'Brazilská', 'Бразильская', 'Brasileira', 'Βραζιλιάνικη'],
    Colombian: ['Colombiana', 'Colombienne', 'Kolumbianisch', 'Colombiana', 'Kolumbijská', 'Колумбийская', 'Colombiana', 'Κολομβιανή'],
    Thai: ['Tailandesa', 'Thaïlandaise', 'Thailändisch', 'Thailandese', 'Thajská', 'Тайская', 'Tailandesa', 'Ταϊλανδική'],
    Other: ['Otra', 'Autre', 'Andere', 'Altra', 'Jiná', 'Другая', 'Outra', 'Άλλη'],
  },
};
