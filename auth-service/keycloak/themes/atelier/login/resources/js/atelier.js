// Atelier's additions to Keycloak's sign-in and sign-up pages (spec 000, sections 2 and 5): the
// busy labels while the form is sent, the password hint and the terms and privacy links of
// sign-up, the browser's own validation of the required fields (email type for the email), errors
// tied to their fields, and a tab title per page. keycloak.v2's templates are kept as they are
// (no copied .ftl to keep in step with Keycloak upgrades); these are small changes to their DOM.
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

  function addDescription(field, id) {
    var described = (field.getAttribute('aria-describedby') || '').split(/\s+/).filter(Boolean);
    if (described.indexOf(id) === -1) described.push(id);
    field.setAttribute('aria-describedby', described.join(' '));
  }

  // Keycloak renders a field's error as #input-error-<field> and marks the field aria-invalid
  // without pointing at the message: screen readers announce 'invalid' with no reason.
  function tieErrorsToFields() {
    var errors = document.querySelectorAll('[id^="input-error-"]');
    for (var i = 0; i < errors.length; i += 1) {
      var field = document.getElementById(errors[i].id.slice('input-error-'.length));
      if (field) addDescription(field, errors[i].id);
    }
  }

  // Spec 000, section 5: the fields are required (and the email an email), checked by the
  // browser before anything is sent. keycloak.v2 sends its forms with novalidate.
  function requireFields(form, ids) {
    form.removeAttribute('novalidate');
    for (var i = 0; i < ids.length; i += 1) {
      var field = document.getElementById(ids[i]);
      if (field) field.required = true;
    }
  }

  // Keycloak gives every page the sign-in title; each page is titled by its own heading instead
  // ('Create your Atelier account' on sign-up).
  function titleFromHeading() {
    var heading = document.getElementById('kc-page-title');
    var text = heading ? heading.textContent.replace(/\s+/g, ' ').trim() : '';
    if (text) document.title = text;
  }

  function onReady() {
    titleFromHeading();
    tieErrorsToFields();

    var login = document.getElementById('kc-form-login');
    if (login) {
      var username = document.getElementById('username');
      // The realm signs in with the email address (loginWithEmailAllowed, email as username).
      if (username && username.type === 'text') username.type = 'email';
      requireFields(login, ['username', 'password']);
      // The one sign-in error (wrong email or password) is about both fields.
      var loginError = document.getElementById('input-error-username');
      var loginPassword = document.getElementById('password');
      if (loginError && loginPassword) {
        loginPassword.setAttribute('aria-invalid', 'true');
        addDescription(loginPassword, loginError.id);
      }
      login.addEventListener('submit', function () {
        var button = document.getElementById('kc-login');
        if (button) busy(button, SIGNING_IN);
      });
    }

    var register = document.getElementById('kc-register-form');
    if (register) {
      requireFields(register, ['fullName', 'email', 'password', 'password-confirm']);
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
