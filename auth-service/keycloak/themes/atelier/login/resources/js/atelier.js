// Atelier's additions to Keycloak's sign-in and sign-up pages (spec 000, section 2): the busy
// labels while the form is sent, the password hint and the terms and privacy links of sign-up.
(function () {
  'use strict';

  var SIGNING_IN = 'Signing in...';
  var CREATING_ACCOUNT = 'Creating account...';
  var CONNECTING_TO_GOOGLE = 'Connecting to Google...';
  var PASSWORD_HINT = 'Password must be at least 6 characters long';
  // Keycloak labels both the sign-in page's link and the sign-up button with one message key.
  var CREATE_ACCOUNT = 'Create Account';

  function busy(button, label) {
    button.setAttribute('aria-busy', 'true');
    if (button.tagName === 'INPUT') button.value = label;
    else button.textContent = label;
    // Disabled after the submit has started, so the form still sends the button's value.
    setTimeout(function () {
      button.disabled = true;
    }, 0);
  }

  function onReady() {
    var login = document.getElementById('kc-form-login');
    if (login) {
      login.addEventListener('submit', function () {
        var button = document.getElementById('kc-login');
        if (button) busy(button, SIGNING_IN);
      });
    }

    var register = document.getElementById('kc-register-form');
    if (register) {
      var password = document.getElementById('password');
      if (password && !document.getElementById('atelier-password-hint')) {
        var hint = document.createElement('p');
        hint.id = 'atelier-password-hint';
        hint.className = 'atelier-hint';
        hint.textContent = PASSWORD_HINT;
        var described = password.getAttribute('aria-describedby');
        password.setAttribute('aria-describedby', (described ? described + ' ' : '') + hint.id);
        var group = password.closest('.pf-v5-c-form__group') || password.parentElement;
        group.appendChild(hint);
      }
      var legal = document.createElement('p');
      legal.className = 'atelier-legal';
      legal.append('By creating an account you agree to the ');
      var terms = document.createElement('a');
      terms.href = '/terms-of-service';
      terms.textContent = 'Terms of Service';
      legal.append(terms, ' and the ');
      var privacy = document.createElement('a');
      privacy.href = '/privacy-policy';
      privacy.textContent = 'Privacy Policy';
      legal.append(privacy, '.');
      var submit = register.querySelector('[type="submit"]');
      var buttons = document.getElementById('kc-form-buttons');
      if (buttons && buttons.parentElement) buttons.parentElement.insertBefore(legal, buttons);
      else register.appendChild(legal);
      if (submit) {
        if (submit.tagName === 'INPUT') submit.value = CREATE_ACCOUNT;
        else submit.textContent = CREATE_ACCOUNT;
      }
      register.addEventListener('submit', function () {
        var button = register.querySelector('[type="submit"]');
        if (button) busy(button, CREATING_ACCOUNT);
      });
    }

    var google = document.getElementById('social-google');
    if (google) {
      google.addEventListener('click', function () {
        google.textContent = CONNECTING_TO_GOOGLE;
        google.setAttribute('aria-busy', 'true');
      });
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', onReady);
  else onReady();
})();
