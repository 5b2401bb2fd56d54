import type { AuthCatalog } from './en';

/** Russian: logging in, signing up, the password forms, the email check, the account roles. */
const auth: AuthCatalog = {
  login: {
    title: 'Вход',
    email: 'Эл. почта',
    password: 'Пароль',
    remember: 'Запомнить меня',
    forgot: 'Забыли пароль?',
    submit: 'Войти',
    noAccount: 'Ещё нет аккаунта?',
  },
  wrongPassword: 'Неверный пароль!',
  register: {
    client: 'Регистрация клиента',
    model: 'Регистрация модели',
    business: 'Регистрация заведения',
    nickname: 'Никнейм',
    email: 'Эл. почта',
    password: 'Пароль',
    confirmPassword: 'Повторите пароль',
    country: 'Страна',
    newsletter: 'Присылать новости и предложения на почту',
    terms: 'Мне есть 18 лет, и я принимаю условия',
    submit: 'Создать аккаунт',
    mismatch: 'Пароли не совпадают',
    confirmRequired: 'Подтвердите пароль',
    haveAccount: 'Уже есть аккаунт?',
    audience: 'Тип аккаунта',
    audienceClient: 'Клиент',
    audienceModel: 'Модель',
    audienceBusiness: 'Бизнес',
  },
  registrationFailed: 'Ошибка при регистрации',
  emailTaken: 'Этот адрес почты уже занят',
  forgot: {
    title: 'Восстановление пароля',
    hint: 'Мы пришлём на почту ссылку для сброса пароля.',
    submit: 'Отправить ссылку',
    sent: 'Если к этому адресу привязан аккаунт, мы отправили на него ссылку для сброса пароля.',
  },
  resetLinkSent: 'Мы отправили вам ссылку для сброса пароля.',
  reset: {
    title: 'Новый пароль',
    submit: 'Сохранить пароль',
    missingToken: 'Для этой страницы нужна ссылка из письма для сброса пароля, а она отсутствует или неполная.',
    requestNew: 'Запросить новую ссылку',
  },
  passwordReset: 'Ваш пароль изменён.',
  emailVerified: 'Почта успешно подтверждена.',
  verify: { verifying: 'Проверяем вашу почту…', unauthorized: 'Ссылка устарела. Войдите и попробуйте снова.', failed: 'Не удалось подтвердить почту.' },
  roles: { MEMBER: 'Клиент', INDIVIDUAL: 'Модель', BUSSINESS: 'Заведение' },
};

export default auth;
