/**
 * Japanese is read by kuromoji with its bundled IPADIC: surface, part of speech, dictionary form
 * and reading per token. The dictionary's files are imported `{ type: 'file' }`, so the single
 * binary embeds them (scripts/build.ts keeps their names with `[name].[ext]`, and kuromoji finds
 * them as one folder). Building the tokenizer takes about half a second: it happens once, when
 * this module is first loaded (top-level await), so the service's start waits for it and every
 * read after that is synchronous.
 */
import { dirname } from 'node:path'
import { builder, type IpadicToken, type Tokenizer } from 'kuromoji'
import base from 'kuromoji/dict/base.dat.gz' with { type: 'file' }
import cc from 'kuromoji/dict/cc.dat.gz' with { type: 'file' }
import check from 'kuromoji/dict/check.dat.gz' with { type: 'file' }
import tid from 'kuromoji/dict/tid.dat.gz' with { type: 'file' }
import tidmap from 'kuromoji/dict/tid_map.dat.gz' with { type: 'file' }
import tidpos from 'kuromoji/dict/tid_pos.dat.gz' with { type: 'file' }
import unk from 'kuromoji/dict/unk.dat.gz' with { type: 'file' }
import unkchar from 'kuromoji/dict/unk_char.dat.gz' with { type: 'file' }
import unkcompat from 'kuromoji/dict/unk_compat.dat.gz' with { type: 'file' }
import unkinvoke from 'kuromoji/dict/unk_invoke.dat.gz' with { type: 'file' }
import unkmap from 'kuromoji/dict/unk_map.dat.gz' with { type: 'file' }
import unkpos from 'kuromoji/dict/unk_pos.dat.gz' with { type: 'file' }

/** Every file the dictionary loader opens: imported one by one, so the bundler embeds each. */
const FILES = [base, cc, check, tid, tidmap, tidpos, unk, unkchar, unkcompat, unkinvoke, unkmap, unkpos]
const folder = dirname(base)
if (FILES.some((file) => dirname(file) !== folder))
  throw new Error('kuromoji/dict: the dictionary files must sit in one folder')

export type { IpadicToken }

const tokenizer: Tokenizer = await new Promise((resolve, reject) =>
  builder({ dicPath: `${folder}/` }).build((error, built) => (error ? reject(error) : resolve(built))),
)

export const tokenizeJapanese = (text: string): IpadicToken[] => tokenizer.tokenize(text)
