-- Issue 37: sale, purchase and order e-mails get a preference of their own ('Email me about sales
-- and orders'), on by default like the others; they went with client requests and job matches.
ALTER TABLE notification_preferences ADD COLUMN email_sales boolean NOT NULL DEFAULT true;
