// The page that shows a new API key once: a copy button, and the key wiped from the page as soon
// as the visitor leaves it, so going back (even from the back/forward cache) never shows it again.
const key = document.getElementById('api-key')
const button = document.querySelector('[data-copy]')
const status = document.querySelector('.key-box__status')

async function copyKey() {
  try {
    await navigator.clipboard.writeText(key.textContent)
    status.textContent = button.dataset.copied
  } catch {
    // No clipboard permission: select the key so one more keystroke copies it.
    getSelection().selectAllChildren(key)
    status.textContent = button.dataset.failed
  }
}

if (key && button) {
  button.hidden = false
  button.addEventListener('click', copyKey)
  addEventListener('pagehide', () => document.querySelector('[data-secret]')?.remove())
}
