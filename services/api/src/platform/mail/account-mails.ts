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
  return {
    to,
    subject: `Your ${PRODUCT} password was reset`,
    text: `Hi ${firstName},\n\n${lines.join('\n\n')}\n\n${PRODUCT}`,
    html: page([`Hi ${escapeHtml(firstName)},`, ...lines]),
  };
}
