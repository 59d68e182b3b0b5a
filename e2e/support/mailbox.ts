/** A real SMTP server on loopback for journeys (the API's own test mailbox, reused). */
export { startTestMailbox, type ReceivedMail, type TestMailbox } from '../../services/api/src/test-support/test-mailbox';
