/** A visitor's forms as the browser sends them, filled in as the spec's rules take them: for the pages' and the actions' tests. */

/** The contact form, its name typed with spaces around it (stored trimmed). */
export const A_CONTACT_MESSAGE = {
  name: ' Jordan Lee ',
  email: 'jordan@example.com',
  subject: 'Driver for my RTX 4070',
  category: 'driver-request',
  message: 'Which driver do I need?\nOn Windows 11.',
};

/** The privacy rights request form, no phone typed (stored as none). */
export const A_PRIVACY_REQUEST = {
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'alex@example.com',
  phone: '',
  state: 'Colorado',
  requestType: 'delete',
  description: 'Please delete everything you hold about me.',
};
