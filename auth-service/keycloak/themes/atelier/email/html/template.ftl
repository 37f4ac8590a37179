<#-- The layout of every identity e-mail: the design system's colours and type, as inline styles
     and one <style> block (e-mail clients drop external stylesheets). Same look as auth-service's
     notification e-mails (auth-service/src/modules/mail/layout.ts). -->
<#macro emailLayout>
<html lang="${locale.language}" dir="${(ltr)?then('ltr','rtl')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<style>
  body { margin: 0; padding: 0; background: #f9fafb; color: #111827;
    font-family: Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 16px; line-height: 1.5; }
  .atelier-card { max-width: 560px; margin: 32px auto; background: #ffffff; border-top: 4px solid #7c3aed;
    border-radius: 12px; padding: 32px; }
  .atelier-brand { color: #6d28d9; font-weight: 700; font-size: 20px; margin: 0 0 24px; }
  .atelier-card a { color: #6d28d9; }
  .atelier-card a.atelier-button { display: inline-block; background: #7c3aed; color: #ffffff;
    text-decoration: none; font-weight: 600; padding: 12px 20px; border-radius: 8px; }
  .atelier-footer { color: #4b5563; font-size: 14px; margin-top: 24px; }
</style>
</head>
<body style="margin:0;padding:0;background:#f9fafb;color:#111827;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;">
<div class="atelier-card" style="max-width:560px;margin:32px auto;background:#ffffff;border-top:4px solid #7c3aed;border-radius:12px;padding:32px;">
  <p class="atelier-brand" style="color:#6d28d9;font-weight:700;font-size:20px;margin:0 0 24px;">Atelier</p>
  <#nested>
  <p class="atelier-footer" style="color:#4b5563;font-size:14px;margin-top:24px;">${msg("atelierFooter")}</p>
</div>
</body>
</html>
</#macro>
