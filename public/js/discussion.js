// Live transcript of a running discussion. The events stream replays from the first event, so
// messages the server already rendered (marked data-done) are skipped; new ones are built from the
// page's <template>s. Agent text is only ever assigned with textContent, never parsed as HTML.
const root = document.querySelector('.discussion[data-status="running"]')
if (root) follow(root)

function follow(root) {
  const labels = JSON.parse(root.dataset.labels)
  const rounds = root.querySelector('[data-rounds]')
  const liveStatus = root.querySelector('[data-live-status]')
  const badge = root.querySelector('[data-badge]')
  const outcome = root.querySelector('[data-outcome]')
  const fill = (pattern, values) => pattern.replace(/\{(\w+)\}/g, (slot, name) => values[name] ?? slot)
  const clone = (name) =>
    root.querySelector(`template[data-template="${name}"]`).content.firstElementChild.cloneNode(true)

  function roundSection(round) {
    let section = rounds.querySelector(`[data-round="${round}"]`)
    if (!section) {
      section = clone('round')
      section.dataset.round = round
      section.querySelector('.round__title').textContent = fill(labels.round, { round })
      rounds.append(section)
      root.querySelector('[data-waiting]')?.remove()
    }
    return section.querySelector('.messages')
  }

  function messageItem({ message_id, round, agent, stand_in }) {
    const existing = rounds.querySelector(`[data-message-id="${CSS.escape(message_id)}"]`)
    if (existing) return existing
    const item = clone('message')
    item.dataset.messageId = message_id
    item.classList.add(`role--${agent.role}`, 'message--streaming')
    // A host turn of a `host_turns: "self"` discussion says whose words it is.
    if (typeof stand_in === 'boolean') {
      item.dataset.standIn = String(stand_in)
      item.classList.add(stand_in ? 'message--stand-in' : 'message--own')
      item.querySelector('[data-voice]').textContent = stand_in ? labels.voice.standIn : labels.voice.own
    }
    item.querySelector('.avatar').textContent = [...agent.name.trim()][0] ?? '?'
    item.querySelector('.message__name').textContent = agent.name
    item.querySelector('.message__role').textContent = labels.roles[agent.role] ?? agent.role
    roundSection(round).append(item)
    return item
  }

  function setStatus(status) {
    badge.textContent = labels.status[status]
    badge.className = `badge badge--${status}`
    root.dataset.status = status
  }

  const source = new EventSource(root.dataset.events)

  source.addEventListener('message', (event) => {
    const data = JSON.parse(event.data)
    const item = messageItem(data)
    if (item.dataset.done) return
    const text = item.querySelector('.message__text')
    if (data.done) {
      text.textContent = data.text
      item.dataset.done = 'true'
      item.classList.remove('message--streaming')
    } else text.textContent += data.delta
  })

  // The same rows as the server's Brief component (views/pages/discussion.tsx), for a page opened
  // before the theme was read.
  function showBrief(brief, replace = false) {
    const list = root.querySelector('[data-brief]')
    if (!list || (!replace && !list.querySelector('[data-brief-pending]'))) return
    const b = labels.brief
    const limits = [
      brief.limits.minutes ? fill(b.minutes, { minutes: brief.limits.minutes }) : '',
      brief.limits.servings ? fill(b.servings, { servings: brief.limits.servings }) : '',
      brief.limits.equipment ?? '',
    ].filter(Boolean)
    const rows = [
      [brief.interpreted ? b.chosen : b.dish, brief.dish ? [brief.dish] : []],
      [b.keyIngredients, brief.key_ingredients],
      [b.mustNot, brief.exclusions.map((e) => `${e.name}: ${e.excludes.join(', ')}`)],
      [b.limits, limits],
      [b.notes, brief.notes],
    ].filter(([, values]) => values.length)
    list.replaceChildren(
      ...rows.map(([label, values]) => {
        const row = clone('brief-row')
        row.querySelector('dt').textContent = label
        row.querySelector('dd').textContent = values.join(' / ')
        return row
      }),
    )
  }

  source.addEventListener('status', (event) => {
    const { phase, round, brief } = JSON.parse(event.data)
    if (phase === 'started' && brief) showBrief(brief)
    // The host's own words ruled something out: the brief grows (it never shrinks).
    if (phase === 'brief_updated' && brief) showBrief(brief, true)
    if (labels.phases[phase]) liveStatus.textContent = fill(labels.phases[phase], { round })
  })

  source.addEventListener('done', (event) => {
    source.close()
    const { recipe_id } = JSON.parse(event.data)
    setStatus('completed')
    const link = clone('recipe-link')
    link.href = root.dataset.recipeHref + encodeURIComponent(recipe_id)
    outcome.replaceChildren(link)
  })

  // Named "error" events carry the discussion's failure; a bare error is the connection dropping,
  // which EventSource retries by itself, resuming after the last event id.
  source.addEventListener('error', (event) => {
    if (!event.data) {
      liveStatus.textContent = labels.connectionLost
      return
    }
    source.close()
    const { code, message } = JSON.parse(event.data)
    setStatus(code === 'interrupted' ? 'interrupted' : 'failed')
    liveStatus.textContent = ''
    const failure = clone('failure')
    failure.querySelector('[data-error-message]').textContent = message
    outcome.replaceChildren(failure)
  })
}
