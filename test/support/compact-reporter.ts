import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { UserConsoleLog } from 'vitest';
import type { Reporter, SerializedError, TestCase, TestModule, TestRunEndReason, TestSpecification } from 'vitest/node';

/**
 * What `npm test` prints: a line when the run starts, then each failure as it is known (with what
 * the failing test logged) and one summary line — all on stdout, so `npm test > log` keeps the
 * reasons. A passing suite of 900 tests prints a handful of lines instead of one per test.
 */
export default class CompactReporter implements Reporter {
  private started = 0;
  private root = process.cwd();
  /** Console output by test (or file) id; printed only beside a failure. */
  private readonly logs = new Map<string, string[]>();

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.started = performance.now();
    this.logs.clear();
    out(`Running ${specifications.length} test files…`);
  }

  onUserConsoleLog(log: UserConsoleLog): void {
    const id = log.taskId ?? '';
    const lines = this.logs.get(id) ?? [];
    // A chatty test is cut short: the point is the failure, not a log dump.
    if (lines.length < 40) lines.push(log.content.trimEnd());
    this.logs.set(id, lines);
  }

  onTestCaseResult(test: TestCase): void {
    const result = test.result();
    if (result.state !== 'failed') {
      this.logs.delete(test.id);
      return;
    }
    this.printFailure(`${this.file(test.module)} > ${test.fullName}`, result.errors ?? [], this.logs.get(test.id));
  }

  onTestModuleEnd(module: TestModule): void {
    // Errors outside any test: a file that fails to load, a failing beforeAll/afterAll.
    const own = module.errors();
    if (own.length) this.printFailure(this.file(module), own, this.logs.get(module.id));
    for (const suite of module.children.allSuites()) {
      const errors = suite.errors();
      if (errors.length) this.printFailure(`${this.file(module)} > ${suite.fullName}`, errors, undefined);
    }
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>, reason: TestRunEndReason): void {
    for (const error of unhandledErrors) this.printFailure('unhandled error', [error], undefined);
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' || state === 'failed') count[state] += 1;
        else count.skipped += 1;
      }
    }
    const failedFiles = modules.filter((m) => m.state() === 'failed').length;
    const seconds = (performance.now() - this.started) / 1000;
    const time = seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;
    const ok = reason === 'passed' && count.failed === 0 && failedFiles === 0 && unhandledErrors.length === 0;
    const parts = [
      count.failed ? `${count.failed} failed` : '',
      `${count.passed} passed`,
      count.skipped ? `${count.skipped} skipped` : '',
      failedFiles ? `${failedFiles} of ${modules.length} files failed` : `${modules.length} files`,
      unhandledErrors.length ? `${unhandledErrors.length} unhandled errors` : '',
    ].filter(Boolean);
    out(`${ok ? 'PASS' : 'FAIL'} ${parts.join(', ')} in ${time}${reason === 'interrupted' ? ' (interrupted)' : ''}`);
  }

  private printFailure(title: string, errors: ReadonlyArray<SerializedError>, logs: string[] | undefined): void {
    out(`\nFAIL ${title}`);
    for (const error of errors) out(indent(this.describe(error)));
    if (logs?.length) out(indent(`it logged:\n${logs.join('\n')}`));
  }

  private describe(error: SerializedError): string {
    const head = `${error.name ?? 'Error'}: ${error.message}`;
    // The frames in the project's own code say where; node_modules and Node's internals rarely do.
    const frames = (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line) && !/node_modules|node:|<anonymous>/.test(line))
      .slice(0, 6)
      .map((line) => line.replace(this.root + '/', ''));
    const diff = typeof error.diff === 'string' ? `\n${error.diff}` : '';
    return [head + diff, ...frames].join('\n');
  }

  private file(module: TestModule): string {
    return relative(this.root, module.moduleId);
  }
}

function out(text: string): void {
  // Diffs arrive coloured; a log file or a pipe gets them plain.
  process.stdout.write(`${process.stdout.isTTY ? text : stripVTControlCharacters(text)}\n`);
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
