/**
 * The mails a browser journey caused, from the mail catcher the test run starts beside the product
 * (scripts/test.ts passes its address as MAILBOX_URL): the same helpers as the API tests'.
 *   const mail = await mailTo(email, { subject: /confirm/i });
 *   await page.goto(linkIn(mail, '/auth/verify').href);
 */
export { linkIn, mailTo, mailsTo, type CaughtMail } from '../api/test/mailbox';
