import {
  LEGAL_UPDATED,
  PRIVACY_REQUEST_CONFIRMATION_HOURS,
  PRIVACY_REQUEST_DUE_DAYS,
  PRIVACY_REQUEST_EXTENDED_DUE_DAYS,
  PRIVACY_STATES_COVERED,
} from '@driveratlas/visitor-rules';
import type { LegalDocument } from './types';

const consumerRights: LegalDocument = {
  title: 'Your Privacy Rights',
  description: `Exercise your US state privacy rights at {productName}: know, delete, correct, port or opt out. We confirm in ${PRIVACY_REQUEST_CONFIRMATION_HOURS} hours and answer within ${PRIVACY_REQUEST_DUE_DAYS} days.`,
  badge: `${PRIVACY_STATES_COVERED} US States Covered`,
  updated: LEGAL_UPDATED.consumerRights,
  intro: [
    'Wherever you live in the United States, you can ask us what personal information we hold about you, and have it corrected, deleted or sent to you, or opt out of its sale, sharing and use for targeted advertising or profiling. We answer every request, and we will never treat you differently for making one.',
  ],
  sections: [
    {
      id: 'your-rights',
      title: 'Your Rights',
      blocks: [
        {
          cards: [
            {
              title: 'Right to Know',
              text: 'Ask which categories and specific pieces of personal information we collected about you, where from, why, and with whom we shared them.',
            },
            {
              title: 'Right to Delete',
              text: 'Ask us to delete the personal information we collected from you, subject to the exceptions the law allows (for example records we must keep).',
            },
            { title: 'Right to Correct', text: 'Ask us to correct personal information about you that is inaccurate.' },
            { title: 'Right to Data Portability', text: 'Receive a copy of your personal information in a portable, commonly used format.' },
            {
              title: 'Right to Opt-Out',
              text: 'Opt out of the sale or sharing of your personal information, of targeted advertising and of profiling. Global Privacy Control does this automatically.',
            },
            { title: 'Right to Non-Discrimination', text: 'Exercising any of these rights never changes the service, the information or the price you get.' },
          ],
        },
      ],
    },
    {
      id: 'state-coverage',
      title: 'State Coverage',
      blocks: [
        {
          note: 'We honor the rights of residents of the 17 US states with comprehensive privacy laws: California, Virginia, Colorado, Connecticut, Utah, Texas, Oregon, Montana, Delaware, Iowa, Nebraska, New Hampshire, New Jersey, Minnesota, Tennessee, Maryland and Indiana. If your state is not in the form’s list, choose Other State/Territory: we answer every request the same way.',
        },
        'You may appeal a decision on your request by replying to our answer; we respond to an appeal within 45 days and tell you how to contact your state attorney general if you disagree.',
      ],
    },
    {
      id: 'submit-request',
      title: 'Submit a Request',
      blocks: [
        'Tell us who you are and what you are asking for. We use these details only to verify your identity and answer the request. An authorized agent may submit a request for you with your signed permission.',
        { widget: 'rights-request-form' },
      ],
    },
    {
      id: 'response-timeline',
      title: 'Response Timeline',
      blocks: [
        {
          steps: [
            {
              title: 'Request Received',
              text: `We confirm that we received your request within ${PRIVACY_REQUEST_CONFIRMATION_HOURS} hours and give you its reference number.`,
            },
            {
              title: 'Identity Verification',
              text: 'We check that the request comes from you, usually by e-mail to the address you gave; for some requests we may need additional documents.',
            },
            {
              title: 'Request Completed',
              text: `We answer within ${PRIVACY_REQUEST_DUE_DAYS} days of receipt. For a complex request we may extend this to ${PRIVACY_REQUEST_EXTENDED_DUE_DAYS} days; if we do, we tell you why within the first ${PRIVACY_REQUEST_DUE_DAYS} days.`,
            },
          ],
        },
      ],
    },
    {
      id: 'quick-links',
      title: 'Quick Links',
      blocks: [
        {
          list: [
            '[Cookie Policy](/cookie-policy): change your cookie choices or see how Global Privacy Control is honored.',
            '[Privacy Policy](/privacy-policy "new tab"): what we collect and why.',
            '[Advertising Disclosure](/advertising-disclosure "new tab"): how ads and affiliate links fund the site.',
          ],
        },
      ],
    },
    {
      id: 'privacy-officer',
      title: 'Privacy Officer',
      blocks: [
        'Our Privacy Officer handles every request and question about your personal information.',
        {
          list: ['E-mail: [{email}](mailto:{email})', 'Telephone: {phone}', 'Post: Privacy Officer, {companyName}, {address}', 'Website: {host}'],
        },
        `Maximum response time: ${PRIVACY_REQUEST_DUE_DAYS} days.`,
      ],
    },
  ],
};

export default consumerRights;
