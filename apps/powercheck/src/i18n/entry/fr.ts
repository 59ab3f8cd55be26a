import type { EntryMessages } from './nl.js';

/** French texts every page needs from its first load (same keys as entry/nl.ts). */
const fr: EntryMessages = {
  meta: {
    title: 'Check Électricité – quel fournisseur d’électricité vous correspond ?',
    resultsTitle: 'Votre résultat – Check Électricité',
    notFoundTitle: 'Page introuvable – Check Électricité',
    privacyTitle: 'Déclaration de confidentialité – Check Électricité',
    methodologyTitle: 'Comment le Check Électricité calcule – Check Électricité',
    description:
      'Quel fournisseur d’électricité vous correspond ? Répondez à quelques courtes questions et comparez les fournisseurs sur le prix, l’électricité verte et l’actionnariat. Une initiative de 34 coopératives énergétiques locales.',
    privacyDescription: 'Les données que le Check Électricité demande et à quoi elles servent.',
    methodologyDescription:
      'Comment le Check Électricité calcule : chaque critère avec sa formule et ses sources datées, et les chiffres de chaque fournisseur.',
    resultsDescription: 'Votre classement des fournisseurs d’électricité selon ce qui compte pour vous.',
  },
  header: {
    logoAlt: 'Check Électricité, vers la page d’accueil',
    languageLabel: 'Langue',
    skipToContent: 'Aller au contenu',
  },
  languages: {
    nl: 'Nederlands',
    fr: 'Français',
    de: 'Deutsch',
  },
  nav: {
    previous: 'Précédent',
    next: 'Suivant',
    start: 'Commencer le test',
    saving: 'Enregistrement en cours…',
  },
  intro: {
    title: 'Quel fournisseur d’électricité vous correspond ?',
    text_one:
      'Répondez à {{count}} courte question sur ce qui compte pour vous chez un fournisseur d’électricité. Nous comparons ensuite les fournisseurs ci-dessous et vous montrons celui qui vous correspond le mieux.',
    text_other:
      'Répondez à {{count}} courtes questions sur ce qui compte pour vous chez un fournisseur d’électricité. Nous comparons ensuite les fournisseurs ci-dessous et vous montrons celui qui vous correspond le mieux.',
    initiative:
      'Le Check Électricité est une initiative de 34 coopératives énergétiques locales. Vos réponses restent anonymes et le test ne prend que quelques minutes.',
    bannerLabel: 'Fournisseurs comparés',
  },
  footer: {
    logoAlt: 'Check Électricité',
    madeBy: 'Réalisé par la fédération des coopératives énergétiques locales.',
    privacyLink: 'Déclaration de confidentialité',
    initiative: 'Une initiative de 34 coopératives énergétiques locales.',
    partnersTitle: 'Les coopératives derrière le Check Électricité',
    carouselPrevious: 'Précédentes',
    carouselNext: 'Suivantes',
    carouselPause: 'Pause',
    carouselPlay: 'Lecture',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'Cette page n’existe pas ou plus.',
    home: 'Vers le Check Électricité',
  },
};

export default fr;
