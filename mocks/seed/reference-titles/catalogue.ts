import type { Row, TitleTable } from './table';

/**
 * The services catalogue, the business page's parking and payment types, the categories and
 * business types, and the home page's banner slides, in the eight other languages.
 * Columns: es, fr, de, it, cz, ru, pt, el.
 */
export const SERVICE_TITLES: TitleTable = {
  'Dinner date': ['Cena para dos', 'Dîner en tête-à-tête', 'Dinner-Date', 'Cena insieme', 'Večeře ve dvou', 'Ужин вдвоём', 'Jantar a dois', 'Δείπνο για δύο'],
  'Girlfriend experience': ['Experiencia de novia', 'Expérience petite amie', 'Freundin-Erlebnis', 'Esperienza da fidanzata', 'Zážitek s přítelkyní', 'Как с подругой', 'Experiência de namorada', 'Εμπειρία συντρόφου'],
  'City walk': ['Paseo por la ciudad', 'Promenade en ville', 'Stadtbummel', 'Passeggiata in città', 'Procházka městem', 'Прогулка по городу', 'Passeio pela cidade', 'Βόλτα στην πόλη'],
  'Social events': ['Eventos sociales', 'Événements mondains', 'Gesellschaftliche Anlässe', 'Eventi mondani', 'Společenské akce', 'Светские мероприятия', 'Eventos sociais', 'Κοινωνικές εκδηλώσεις'],
  Overnight: ['Toda la noche', 'Nuit entière', 'Übernachtung', 'Notte intera', 'Celá noc', 'На всю ночь', 'Pernoite', 'Διανυκτέρευση'],
  'Travel companion': ['Compañía de viaje', 'Compagne de voyage', 'Reisebegleitung', 'Compagnia di viaggio', 'Společnice na cesty', 'Компаньонка в поездках', 'Companhia de viagem', 'Συνοδός ταξιδιού'],
  'Classic massage': ['Masaje clásico', 'Massage classique', 'Klassische Massage', 'Massaggio classico', 'Klasická masáž', 'Классический массаж', 'Massagem clássica', 'Κλασικό μασάζ'],
  'Relaxing massage': ['Masaje relajante', 'Massage relaxant', 'Entspannungsmassage', 'Massaggio rilassante', 'Relaxační masáž', 'Расслабляющий массаж', 'Massagem relaxante', 'Χαλαρωτικό μασάζ'],
  'Aromatherapy massage': ['Masaje con aromaterapia', 'Massage aux huiles essentielles', 'Aromaölmassage', 'Massaggio aromaterapico', 'Aromaterapeutická masáž', 'Аромамассаж', 'Massagem com aromaterapia', 'Μασάζ αρωματοθεραπείας'],
  'Tantric massage': ['Masaje tántrico', 'Massage tantrique', 'Tantramassage', 'Massaggio tantrico', 'Tantrická masáž', 'Тантрический массаж', 'Massagem tântrica', 'Ταντρικό μασάζ'],
  'Four-hand massage': ['Masaje a cuatro manos', 'Massage à quatre mains', 'Vierhandmassage', 'Massaggio a quattro mani', 'Masáž ve čtyřech rukou', 'Массаж в четыре руки', 'Massagem a quatro mãos', 'Μασάζ με τέσσερα χέρια'],
  Striptease: ['Striptease', 'Strip-tease', 'Striptease', 'Spogliarello', 'Striptýz', 'Стриптиз', 'Striptease', 'Στριπτίζ'],
  'Lap dance': ['Baile erótico', 'Danse lascive', 'Lapdance', 'Danza erotica', 'Tanec na klíně', 'Приватный танец', 'Dança no colo', 'Ιδιωτικός χορός'],
  'Webcam show': ['Show por webcam', 'Show webcam', 'Webcam-Show', 'Show in webcam', 'Show na webkameře', 'Шоу по веб-камере', 'Show por webcam', 'Σόου μέσω κάμερας'],
  'Photo session': ['Sesión de fotos', 'Séance photo', 'Fotoshooting', 'Servizio fotografico', 'Focení', 'Фотосессия', 'Sessão de fotos', 'Φωτογράφιση'],
  'Role play': ['Juego de rol', 'Jeu de rôle', 'Rollenspiel', 'Gioco di ruolo', 'Hraní rolí', 'Ролевые игры', 'Jogo de papéis', 'Παιχνίδι ρόλων'],
  'Costume play': ['Disfraces', 'Jeu de déguisement', 'Kostümspiel', 'Giochi in costume', 'Hra v kostýmech', 'Игры в костюмах', 'Fantasias', 'Παιχνίδι με στολές'],
  'Light domination': ['Dominación suave', 'Domination légère', 'Leichte Dominanz', 'Dominazione soft', 'Lehká dominance', 'Лёгкое доминирование', 'Dominação leve', 'Ήπια κυριαρχία'],
  'Submission play': ['Juego de sumisión', 'Jeux de soumission', 'Unterwerfungsspiele', 'Giochi di sottomissione', 'Hry na podřízenost', 'Игры в подчинение', 'Jogos de submissão', 'Παιχνίδια υποταγής'],
  'Fetish friendly': ['Abierta a fetiches', 'Ouverte aux fétiches', 'Fetischfreundlich', 'Aperta ai feticci', 'Otevřená fetišům', 'Открыта к фетишам', 'Aberta a fetiches', 'Ανοιχτή σε φετίχ'],
  'Bondage (light)': ['Bondage (suave)', 'Bondage (léger)', 'Bondage (leicht)', 'Bondage (leggero)', 'Bondáž (lehká)', 'Бондаж (лёгкий)', 'Bondage (leve)', 'Δέσιμο (ήπιο)'],
  'Duo with a friend': ['Dúo con una amiga', 'Duo avec une amie', 'Duo mit einer Freundin', "Duo con un'amica", 'Duo s kamarádkou', 'Дуэт с подругой', 'Duo com uma amiga', 'Ντουέτο με φίλη'],
  Couples: ['Parejas', 'Couples', 'Paare', 'Coppie', 'Páry', 'Пары', 'Casais', 'Ζευγάρια'],
  'Shower together': ['Ducha juntos', 'Douche ensemble', 'Gemeinsames Duschen', 'Doccia insieme', 'Společná sprcha', 'Совместный душ', 'Banho juntos', 'Κοινό ντους'],
};

export const PARKING_TITLES: TitleTable = {
  'Free parking': ['Aparcamiento gratuito', 'Parking gratuit', 'Kostenlose Parkplätze', 'Parcheggio gratuito', 'Parkování zdarma', 'Бесплатная парковка', 'Estacionamento gratuito', 'Δωρεάν στάθμευση'],
  'Paid parking': ['Aparcamiento de pago', 'Parking payant', 'Kostenpflichtige Parkplätze', 'Parcheggio a pagamento', 'Placené parkování', 'Платная парковка', 'Estacionamento pago', 'Στάθμευση επί πληρωμή'],
  'Street parking': ['Aparcamiento en la calle', 'Stationnement dans la rue', 'Parken an der Straße', 'Parcheggio in strada', 'Parkování na ulici', 'Парковка на улице', 'Estacionamento na rua', 'Στάθμευση στον δρόμο'],
  'Underground garage': ['Garaje subterráneo', 'Parking souterrain', 'Tiefgarage', 'Garage sotterraneo', 'Podzemní garáž', 'Подземный паркинг', 'Garagem subterrânea', 'Υπόγειο γκαράζ'],
  'No parking': ['Sin aparcamiento', 'Pas de parking', 'Keine Parkplätze', 'Nessun parcheggio', 'Bez parkování', 'Нет парковки', 'Sem estacionamento', 'Χωρίς στάθμευση'],
};

export const PAYMENT_TITLES: TitleTable = {
  Cash: ['Efectivo', 'Espèces', 'Bargeld', 'Contanti', 'Hotovost', 'Наличные', 'Dinheiro', 'Μετρητά'],
  'Credit card': ['Tarjeta de crédito', 'Carte de crédit', 'Kreditkarte', 'Carta di credito', 'Kreditní karta', 'Кредитная карта', 'Cartão de crédito', 'Πιστωτική κάρτα'],
  'Debit card': ['Tarjeta de débito', 'Carte de débit', 'Debitkarte', 'Carta di debito', 'Debetní karta', 'Дебетовая карта', 'Cartão de débito', 'Χρεωστική κάρτα'],
  'Bank transfer': ['Transferencia bancaria', 'Virement bancaire', 'Banküberweisung', 'Bonifico bancario', 'Bankovní převod', 'Банковский перевод', 'Transferência bancária', 'Τραπεζική μεταφορά'],
  Crypto: ['Criptomonedas', 'Cryptomonnaies', 'Kryptowährung', 'Criptovalute', 'Kryptoměny', 'Криптовалюта', 'Criptomoedas', 'Κρυπτονομίσματα'],
  PayPal: ['PayPal', 'PayPal', 'PayPal', 'PayPal', 'PayPal', 'PayPal', 'PayPal', 'PayPal'],
};

/** Category titles by slug (GET /api/categories). */
export const CATEGORY_TITLES: TitleTable = {
  escort: ['Escorts', 'Escortes', 'Escorts', 'Escort', 'Eskort', 'Эскорт', 'Acompanhantes', 'Συνοδοί'],
  trances: ['Trans', 'Trans', 'Trans', 'Trans', 'Trans', 'Транс', 'Trans', 'Τρανς'],
  web_cam: ['Cámara web', 'Webcam', 'Webcam', 'Webcam', 'Webkamera', 'Веб-камера', 'Webcam', 'Διαδικτυακή κάμερα'],
  onlyfans: ['OnlyFans', 'OnlyFans', 'OnlyFans', 'OnlyFans', 'OnlyFans', 'OnlyFans', 'OnlyFans', 'OnlyFans'],
  bdsm: ['BDSM', 'BDSM', 'BDSM', 'BDSM', 'BDSM', 'БДСМ', 'BDSM', 'BDSM'],
  agencies: ['Agencias', 'Agences', 'Agenturen', 'Agenzie', 'Agentury', 'Агентства', 'Agências', 'Πρακτορεία'],
  studio_sex: ['Estudios privados', 'Studios privés', 'Privatstudios', 'Studi privati', 'Privátní studia', 'Студии', 'Estúdios privados', 'Ιδιωτικά στούντιο'],
  massage_salons: ['Salones de masaje', 'Salons de massage', 'Massagesalons', 'Centri massaggi', 'Masážní salony', 'Массажные салоны', 'Salões de massagem', 'Κέντρα μασάζ'],
  strip_club: ['Clubes de striptease', 'Clubs de strip-tease', 'Stripclubs', 'Strip club', 'Striptýzové kluby', 'Стрип-клубы', 'Clubes de strip', 'Κλαμπ στριπτίζ'],
};

/** One business's type, by its id (the filter data's business types). */
export const BUSINESS_TYPE_ROWS: TitleTable = {
  agencies: ['Agencia', 'Agence', 'Agentur', 'Agenzia', 'Agentura', 'Агентство', 'Agência', 'Πρακτορείο'],
  studio_sex: ['Estudio privado', 'Studio privé', 'Privatstudio', 'Studio privato', 'Privátní studio', 'Студия', 'Estúdio privado', 'Ιδιωτικό στούντιο'],
  massage_salons: ['Salón de masaje', 'Salon de massage', 'Massagesalon', 'Centro massaggi', 'Masážní salon', 'Массажный салон', 'Salão de massagem', 'Κέντρο μασάζ'],
  strip_club: ['Club de striptease', 'Club de strip-tease', 'Stripclub', 'Strip club', 'Striptýzový klub', 'Стрип-клуб', 'Clube de strip', 'Κλαμπ στριπτίζ'],
};

/** The home page's banner slides: titles and subtitles (GET /api/index-slider). */
export const SLIDE_TEXTS: TitleTable = {
  'Escorts near you': ['Escorts cerca de ti', 'Escortes près de chez vous', 'Escorts in Ihrer Nähe', 'Escort vicino a te', 'Eskort ve vašem okolí', 'Эскорт рядом с вами', 'Acompanhantes perto de você', 'Συνοδοί κοντά σας'],
  'Verified profiles, updated daily': ['Perfiles verificados, actualizados a diario', 'Profils vérifiés, mis à jour chaque jour', 'Verifizierte Profile, täglich aktualisiert', 'Profili verificati, aggiornati ogni giorno', 'Ověřené profily, aktualizované denně', 'Проверенные анкеты, обновляются ежедневно', 'Perfis verificados, atualizados diariamente', 'Επαληθευμένα προφίλ, ενημερώνονται καθημερινά'],
  Agencies: ['Agencias', 'Agences', 'Agenturen', 'Agenzie', 'Agentury', 'Агентства', 'Agências', 'Πρακτορεία'],
  'Trusted agencies in 50 cities': ['Agencias de confianza en 50 ciudades', 'Des agences de confiance dans 50 villes', 'Vertrauenswürdige Agenturen in 50 Städten', 'Agenzie affidabili in 50 città', 'Důvěryhodné agentury v 50 městech', 'Надёжные агентства в 50 городах', 'Agências de confiança em 50 cidades', 'Αξιόπιστα πρακτορεία σε 50 πόλεις'],
  'Massage salons': ['Salones de masaje', 'Salons de massage', 'Massagesalons', 'Centri massaggi', 'Masážní salony', 'Массажные салоны', 'Salões de massagem', 'Κέντρα μασάζ'],
  'Relax in a calm, discreet place': ['Relájate en un lugar tranquilo y discreto', 'Détendez-vous dans un lieu calme et discret', 'Entspannen Sie an einem ruhigen, diskreten Ort', 'Rilassati in un luogo tranquillo e discreto', 'Odpočiňte si v klidném a diskrétním prostředí', 'Отдых в спокойном и уединённом месте', 'Relaxe em um lugar calmo e discreto', 'Χαλαρώστε σε ένα ήρεμο, διακριτικό μέρος'],
  'Strip clubs': ['Clubes de striptease', 'Clubs de strip-tease', 'Stripclubs', 'Strip club', 'Striptýzové kluby', 'Стрип-клубы', 'Clubes de strip', 'Κλαμπ στριπτίζ'],
  'Nights out, tables and shows': ['Noches de fiesta, mesas y espectáculos', 'Sorties, tables et spectacles', 'Ausgehen, Tische und Shows', 'Serate, tavoli e spettacoli', 'Večery venku, stoly a show', 'Вечеринки, столики и шоу', 'Noitadas, mesas e shows', 'Βραδινές έξοδοι, τραπέζια και σόου'],
  Trances: ['Trans', 'Trans', 'Trans', 'Trans', 'Trans', 'Транс', 'Trans', 'Τρανς'],
};

/** What an incognito model shows instead of her name (INCOGNITO_NAME in English). */
export const INCOGNITO_ROW: Row = ['Incógnito', 'Incognito', 'Inkognito', 'Incognito', 'Inkognito', 'Инкогнито', 'Incógnito', 'Ινκόγκνιτο'];
