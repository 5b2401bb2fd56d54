import type { LegalCatalog } from './en';

/** Portuguese (Brazilian usage): the legal pages' body copy. */
const legal: LegalCatalog = {
  policy: {
    p1: 'Usamos cookies para manter você conectado, lembrar seu idioma e a confirmação de idade e medir como o site é usado.',
    p2: 'Você pode apagar ou bloquear os cookies nas configurações do navegador. Sem eles, o login e alguns recursos não funcionam.',
  },
  privacy: {
    p1: 'Tratamos apenas os dados necessários para sua conta e seu perfil: seu e-mail, os dados do perfil e as fotos que você envia.',
    p2: 'Nunca vendemos seus dados. Você pode pedir a qualquer momento para consultá-los, corrigi-los ou excluí-los.',
    p3: 'Os pagamentos são processados por provedores de pagamento; não armazenamos dados de cartão.',
  },
  terms: {
    p1: 'Este site é somente para adultos. Ao usá-lo, você confirma que tem pelo menos 18 anos.',
    p2: 'Os anunciantes são responsáveis por seus perfis. Todas as pessoas exibidas devem ser maiores de idade e participar por vontade própria.',
    p3: 'Podemos remover qualquer conteúdo que viole estes termos ou a lei e denunciá-lo às autoridades.',
  },
};

export default legal;
