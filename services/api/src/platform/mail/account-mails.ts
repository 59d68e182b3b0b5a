import { LIMITS } from '@fitness/domain';
import type { OutgoingMail } from './mail-port';

const PRODUCT = 'Fitness Tracker';

/** User-supplied text (first names) goes into HTML only through this. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function page(paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a1a">\n${body}\n<p style="color:#666">${PRODUCT}</p></body></html>`;
}

/** A notice to the account's holder: a greeting, then the lines (plain text; escaped for HTML). */
function notice(to: string, firstName: string, subject: string, lines: string[]): OutgoingMail {
  return {
    to,
    subject,
    text: `Hi ${firstName},\n\n${lines.join('\n\n')}\n\n${PRODUCT}`,
    html: page([`Hi ${escapeHtml(firstName)},`, ...lines.map(escapeHtml)]),
  };
}

export function welcomeMail(to: string, firstName: string): OutgoingMail {
  return {
    to,
    subject: `Welcome to ${PRODUCT}`,
    text: `Hi ${firstName},\n\nWelcome to ${PRODUCT}. Log in to set up your profile, keep your routines and track your progress.\n\n${PRODUCT}`,
    html: page([`Hi ${escapeHtml(firstName)},`, `Welcome to ${PRODUCT}. Log in to set up your profile, keep your routines and track your progress.`]),
  };
}

export function recoveryCodeMail(to: string, code: string, validMinutes: number): OutgoingMail {
  const lines = [
    `Your one time password is ${code}.`,
    `It works for ${validMinutes} minutes. You can request a new one after ${LIMITS.otpResendSeconds} seconds.`,
    'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
  ];
  return {
    to,
    subject: `${PRODUCT} password recovery code`,
    text: `${lines.join('\n\n')}\n\n${PRODUCT}`,
    html: page([`Your one time password is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>.`, ...lines.slice(1)]),
    code,
  };
}

export function passwordResetMail(to: string, firstName: string): OutgoingMail {
  const lines = [
    'Your password was just reset, and every device that was logged in has been logged out.',
    'If this was not you, reset your password again at once from the login page.',
  ];
  return notice(to, firstName, `Your ${PRODUCT} password was reset`, lines);
}

export function passwordChangedMail(to: string, firstName: string): OutgoingMail {
  const lines = [
    'Your password was changed from your account page, and every other device that was logged in has been logged out.',
    'If this was not you, reset your password at once from the login page.',
  ];
  return notice(to, firstName, `Your ${PRODUCT} password was changed`, lines);
}

export function emailChangeCodeMail(to: string, code: string, validMinutes: number): OutgoingMail {
  const lines = [
    `Your code to confirm this address is ${code}.`,
    `It works for ${validMinutes} minutes. You can request a new one after ${LIMITS.otpResendSeconds} seconds.`,
    'If you did not ask to move your account to this address, ignore this mail: nothing changes.',
  ];
  return {
    to,
    subject: `Confirm your new ${PRODUCT} email`,
    text: `${lines.join('\n\n')}\n\n${PRODUCT}`,
    html: page([`Your code to confirm this address is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>.`, ...lines.slice(1)]),
    code,
  };
}

export function emailChangedMail(to: string, firstName: string, newEmail: string): OutgoingMail {
  const lines = [
    `The email of your account was changed to ${newEmail}. From now on you log in with that address.`,
    'If this was not you, write to us at once by replying to this mail.',
  ];
  return notice(to, firstName, `Your ${PRODUCT} email was changed`, lines);
}

export function accountDeletedMail(to: string, firstName: string): OutgoingMail {
  const lines = ['Your account and every piece of its data have been deleted, as you asked.', 'You can register again with this address at any time.'];
  return notice(to, firstName, `Your ${PRODUCT} account was deleted`, lines);
}
