import type { LegalCatalog } from './en';

/** Spanish: the legal pages' body copy. */
const legal: LegalCatalog = {
  policy: {
    p1: 'Usamos cookies para mantener tu sesión iniciada, recordar tu idioma y la confirmación de edad, y medir cómo se usa el sitio.',
    p2: 'Puedes borrar o bloquear las cookies en la configuración de tu navegador. Sin ellas no podrás iniciar sesión y algunas funciones no estarán disponibles.',
  },
  privacy: {
    p1: 'Solo tratamos los datos necesarios para tu cuenta y tu perfil: tu correo, los datos del perfil y las fotos que subes.',
    p2: 'Nunca vendemos tus datos. Puedes pedirnos en cualquier momento consultarlos, corregirlos o eliminarlos.',
    p3: 'Los pagos los gestionan proveedores de pago; no guardamos los datos de tu tarjeta.',
  },
  terms: {
    p1: 'Este sitio es solo para adultos. Al usarlo confirmas que tienes al menos 18 años.',
    p2: 'Los anunciantes son responsables de sus perfiles. Todas las personas que aparecen deben ser mayores de edad y participar voluntariamente.',
    p3: 'Podemos retirar cualquier contenido que infrinja estos términos o la ley y denunciarlo a las autoridades.',
  },
};

export default legal;
