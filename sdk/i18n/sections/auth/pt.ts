import type { AuthCatalog } from './en';

/** Portuguese: logging in, signing up, the password forms, the email check, the account roles. */
const auth: AuthCatalog = {
  login: {
    title: 'Entrar',
    email: 'E-mail',
    password: 'Senha',
    remember: 'Lembrar de mim',
    forgot: 'Esqueceu a senha?',
    submit: 'Entrar',
    noAccount: 'Ainda não tem conta?',
  },
  wrongPassword: 'A senha não está correta!',
  register: {
    client: 'Cadastro de cliente',
    model: 'Cadastro de modelo',
    business: 'Cadastro de estabelecimento',
    nickname: 'Apelido',
    email: 'E-mail',
    password: 'Senha',
    confirmPassword: 'Repita a senha',
    country: 'País',
    newsletter: 'Quero receber novidades e ofertas por e-mail',
    terms: 'Tenho 18 anos ou mais e aceito os termos e condições',
    submit: 'Criar conta',
    mismatch: 'As senhas não coincidem',
    confirmRequired: 'Confirme sua senha',
    haveAccount: 'Já tem uma conta?',
    audience: 'Tipo de conta',
    audienceClient: 'Cliente',
    audienceModel: 'Modelo',
    audienceBusiness: 'Empresa',
  },
  registrationFailed: 'Erro ao cadastrar usuário',
  emailTaken: 'Este e-mail já está em uso',
  forgot: {
    title: 'Redefinir senha',
    hint: 'Enviaremos por e-mail um link para redefinir a senha.',
    submit: 'Enviar link',
    sent: 'Se houver uma conta com este endereço, enviamos para o seu e-mail o link de redefinição de senha.',
  },
  resetLinkSent: 'Enviamos para o seu e-mail o link de redefinição de senha.',
  reset: {
    title: 'Nova senha',
    submit: 'Salvar senha',
    missingToken: 'Esta página precisa do link do seu e-mail de redefinição de senha, e esse link está faltando ou incompleto.',
    requestNew: 'Solicitar um novo link',
  },
  passwordReset: 'Sua senha foi redefinida.',
  emailVerified: 'E-mail verificado com sucesso.',
  verify: { verifying: 'Verificando seu e-mail…', unauthorized: 'Este link expirou. Entre e tente novamente.', failed: 'Não foi possível verificar seu e-mail.' },
  roles: { MEMBER: 'Cliente', INDIVIDUAL: 'Modelo', BUSSINESS: 'Estabelecimento' },
};

export default auth;
