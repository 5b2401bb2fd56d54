import type { AuthCatalog } from './en';

/** Spanish: logging in, signing up, the password forms, the email check, the account roles. */
const auth: AuthCatalog = {
  login: {
    title: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    remember: 'Recordarme',
    forgot: '¿Has olvidado tu contraseña?',
    submit: 'Entrar',
    noAccount: '¿Aún no tienes cuenta?',
  },
  wrongPassword: '¡La contraseña no es correcta!',
  register: {
    client: 'Registro de cliente',
    model: 'Registro de modelo',
    business: 'Registro de negocio',
    nickname: 'Apodo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Repite la contraseña',
    country: 'País',
    newsletter: 'Quiero recibir novedades y ofertas por correo',
    terms: 'Tengo 18 años o más y acepto los términos y condiciones',
    submit: 'Crear cuenta',
    mismatch: 'Las contraseñas no coinciden',
    confirmRequired: 'Confirma tu contraseña',
    haveAccount: '¿Ya tienes cuenta?',
    audience: 'Tipo de cuenta',
    audienceClient: 'Cliente',
    audienceModel: 'Modelo',
    audienceBusiness: 'Empresa',
  },
  registrationFailed: 'Error al registrar el usuario',
  emailTaken: 'Este correo electrónico ya está en uso',
  forgot: {
    title: 'Restablecer contraseña',
    hint: 'Te enviaremos por correo un enlace para restablecer la contraseña.',
    submit: 'Enviar enlace',
    sent: 'Si hay una cuenta con esta dirección, te hemos enviado por correo el enlace para restablecer la contraseña.',
  },
  resetLinkSent: 'Te hemos enviado por correo el enlace para restablecer la contraseña.',
  reset: {
    title: 'Nueva contraseña',
    submit: 'Guardar contraseña',
    missingToken: 'Esta página necesita el enlace de tu correo para restablecer la contraseña, y ese enlace falta o está incompleto.',
    requestNew: 'Solicitar un enlace nuevo',
  },
  passwordReset: 'Tu contraseña se ha restablecido.',
  emailVerified: 'Correo electrónico verificado.',
  verify: { verifying: 'Verificando tu correo…', unauthorized: 'Este enlace ha caducado. Inicia sesión e inténtalo de nuevo.', failed: 'No se ha podido verificar tu correo.' },
  roles: { MEMBER: 'Cliente', INDIVIDUAL: 'Modelo', BUSSINESS: 'Negocio' },
};

export default auth;
