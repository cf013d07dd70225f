// Tests run on the offline models, streaming instantly, with nothing from the developer's shell leaking in.
process.env.OFFLINE_PACE_MS = '0'
delete process.env.OPENAI_API_KEY
delete process.env.AI_PROVIDER
