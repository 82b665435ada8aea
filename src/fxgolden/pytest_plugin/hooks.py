"""The pytest plugin: options, the golden suite's collection and parametrization, fixtures and the run summary.

In any project whose pyproject.toml has a ``[tool.fxgolden]`` table, the plugin
collects the golden suite itself from the configured cases folder
(``fxgolden.pytest_plugin.suite.GoldenSuite``): a plain ``pytest`` runs the project's tests and
one golden item per case, ``pytest --fxgolden-case ID`` runs that case alone
and deselects everything else. Hooks stay short and delegate to
``GoldenSession``; only ``options.read`` reads fxgolden's options (``Settings`` is built from
it). Per-case outcomes travel to the xdist controller in ``report.user_properties``
(pytest serializes those), so the summary is the same with and without ``-n``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Generator, Iterator, cast

import pytest

from fxgolden.base.errors import FxGoldenError
from fxgolden.base.project import Project, find_project
from fxgolden.pytest_plugin import interrupts, options, suite
from fxgolden.pytest_plugin.durations import DurationRecorder, path_in
from fxgolden.pytest_plugin.report import GoldenReporter, unwritable
from fxgolden.pytest_plugin.unused_goldens import UnusedReporter

if TYPE_CHECKING:  # imported where a run uses them: pytest loads this plugin in every run of the virtualenv
    from fxgolden.golden.writer import GoldenWriter  # noqa: F401 (WRITER_KEY's type, named in a string)
    from fxgolden.pytest_plugin.session import GoldenSession

SESSION_KEY = pytest.StashKey["GoldenSession"]()
WRITER_KEY = pytest.StashKey["GoldenWriter"]()  # an update's writer (and lock), from session start to unconfigure
PROJECT_KEY = pytest.StashKey["Project | None"]()  # the [tool.fxgolden] project pytest runs in, or None


def pytest_addoption(parser: pytest.Parser) -> None:
    """Register fxgolden's options, as ``options`` declares them (``fxgolden run`` takes the same ones)."""
    options.add_to_pytest(parser)


def pytest_configure(config: pytest.Config) -> None:
    """Build the session lazily: unit-test runs that never use the golden suite pay nothing."""
    config.addinivalue_line("markers", "golden: the golden suite (one test per catalog case)")
    # syrupy warns when a snapshot name does not start with the test name; ours are case ids by design.
    config.addinivalue_line("filterwarnings", r"ignore:\s*Can not relate snapshot:UserWarning")
    try:
        options.check(options.read(config))  # a bad option is a usage error, not a collection traceback
    except FxGoldenError as error:
        raise pytest.UsageError(str(error)) from error
    from fxgolden.pytest_plugin.syrupy_options import update_mode

    try:
        update_mode(config)  # decided once, here: --snapshot-update or --snapshot-update-new-only refused on CI first
    except FxGoldenError as error:
        raise pytest.UsageError(str(error)) from error
    unused, durations = UnusedReporter(), DurationRecorder(lambda: _durations_file(config))
    reporter = GoldenReporter(listeners=(unused, durations), errors_file=lambda: _errors_file(config))
    config.pluginmanager.register(reporter, GoldenReporter.PLUGIN_NAME)
    config.pluginmanager.register(unused, UnusedReporter.PLUGIN_NAME)
    config.pluginmanager.register(durations, DurationRecorder.PLUGIN_NAME)
    _add_cases_folder_to_args(config)
    if _parallel(config) and getattr(config.option, "maxschedchunk", "unset") is None:
        # xdist hands out the (longest-first) cases one at a time instead of in chunks of a quarter
        # of the catalog, so a worker that drew long cases does not keep a queue the other could run.
        config.option.maxschedchunk = 1


def project_of(config: pytest.Config) -> Project | None:
    """The fxgolden project of this pytest run (``--fxgolden-root`` or the rootdir), or None outside one."""
    if PROJECT_KEY not in config.stash:
        root = options.read(config).root
        try:
            config.stash[PROJECT_KEY] = find_project(Path(root) if root else config.rootpath)
        except FxGoldenError:
            if root:  # asked for explicitly: say why it is not one
                raise
            config.stash[PROJECT_KEY] = None
    return config.stash[PROJECT_KEY]


def _add_cases_folder_to_args(config: pytest.Config) -> None:
    """Make pytest reach the cases folder when the golden suite is part of the run.

    It is when pytest runs its default selection from the project root (``testpaths``,
    which need not name the cases folder) or when ``--fxgolden-case`` asks for cases;
    ``pytest tests/test_x.py`` alone runs no golden case. A folder already covered by
    an argument is not added twice (xdist workers decide their arguments again).
    """
    try:
        project = project_of(config)
    except FxGoldenError as error:
        raise pytest.UsageError(str(error)) from error
    if project is None or not project.cases_dir.is_dir():
        return
    asked = bool(options.read(config).cases)
    if not asked and config.args_source is not pytest.Config.ArgsSource.TESTPATHS:
        return
    cases_dir = project.cases_dir.resolve()
    if any(path == cases_dir or path in cases_dir.parents for path in _arg_paths(config)):
        return
    config.args.append(str(cases_dir))


def _arg_paths(config: pytest.Config) -> Iterator[Path]:
    """Where pytest's arguments point (``file.py::test``: its file), from the folder pytest started in."""
    return (Path(config.invocation_params.dir, arg.split("::")[0]).resolve() for arg in config.args)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_collection(session: pytest.Session) -> Generator[None, Any, Any]:
    """Ctrl-C waits for the collection of a run that holds the golden suite (``interrupts``): it imports torch,
    the catalog and the project's test modules, and an interrupt inside an import aborts or is lost."""
    if not _golden_suite_in(session.config):
        return (yield)
    with interrupts.deferred():
        return (yield)


def _golden_suite_in(config: pytest.Config) -> bool:
    """Whether this run collects the project's cases folder (``_add_cases_folder_to_args`` added it)."""
    try:
        project = project_of(config)
    except FxGoldenError:
        return False
    if project is None:
        return False
    cases_dir = project.cases_dir.resolve()
    return any(path == cases_dir or path in cases_dir.parents or cases_dir in path.parents
               for path in _arg_paths(config))


@pytest.hookimpl(tryfirst=True)
def pytest_collect_directory(path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    """The configured cases folder is the golden suite, whatever files it holds."""
    project = project_of(parent.config)
    if project is not None and path.resolve() == project.cases_dir.resolve():
        return suite.GoldenSuite.from_parent(parent, path=path)
    return None


def _errors_file(config: pytest.Config) -> Path | None:
    """Where the cases that raised in this run are kept for `fxgolden review` (fake-world runs only)."""
    from fxgolden.golden import last_errors

    located = _durations_file(config)
    return last_errors.path_of(located[0].parent, located[1]) if located is not None else None


def _durations_file(config: pytest.Config) -> tuple[Path, str] | None:
    """Where this run's case durations go (the xdist controller has no golden session: read the options)."""
    from fxgolden.pytest_plugin.settings import Settings

    try:
        settings = config.stash[SESSION_KEY].settings if SESSION_KEY in config.stash else Settings.from_config(config)
    except FxGoldenError:
        return None
    if settings.options.world != "fake":
        return None
    return path_in(settings.project.pending_dir), settings.profile


def _session(config: pytest.Config) -> GoldenSession:
    from fxgolden.pytest_plugin.session import GoldenSession

    if SESSION_KEY not in config.stash:
        try:
            config.stash[SESSION_KEY] = GoldenSession.from_config(config)
        except FxGoldenError as error:
            raise pytest.UsageError(str(error)) from error
        config.stash[SESSION_KEY].writer = config.stash.get(WRITER_KEY, None)
    return config.stash[SESSION_KEY]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Parametrize ``fxgolden_case`` with every case of the catalog, by case id (--fxgolden-case deselects)."""
    if "fxgolden_case" not in metafunc.fixturenames:
        return
    session = _session(metafunc.config)
    params = []
    try:
        selected = session.selected_cases()
    except FxGoldenError:
        selected = []  # an unknown case id: pytest_collection_finish reports it as a usage error, not a traceback
    for case in session.cases.values():  # every case: those --fxgolden-case leaves out are reported deselected
        reason = session.not_runnable_reason(case)
        marks = [pytest.mark.golden] + ([pytest.mark.skip(reason=reason)] if reason else [])
        params.append(pytest.param(case, id=case.id, marks=marks))
    metafunc.parametrize("fxgolden_case", params)
    session.start_isolation(selected, wait=False)  # keeps the server started early, or stops it if unused


def _parallel(config: pytest.Config) -> bool:
    """Cases run at once: xdist workers, or case processes started ahead (--fxgolden-jobs)."""
    return (bool(getattr(config.option, "numprocesses", None)) or getattr(config.option, "dist", "no") != "no"
            or options.read(config).jobs > 1)


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Label golden items with their case id, keep only them under --fxgolden-case, apply --fxgolden-order."""
    for item in items:
        if suite.is_golden_item(item):
            item.user_properties.append((suite.CASE_PROPERTY, suite.case_of_item(item).id))
    if options.read(config).cases:
        try:
            chosen = {case.id for case in _session(config).selected_cases()}
        except FxGoldenError:
            chosen = set()  # an unknown case id: pytest_collection_finish reports it as a usage error
        kept = [item for item in items if suite.is_golden_item(item) and suite.case_of_item(item).id in chosen]
        if len(kept) < len(items):
            kept_ids = {id(item) for item in kept}
            config.hook.pytest_deselected(items=[item for item in items if id(item) not in kept_ids])
            items[:] = kept
    order = options.read(config).order
    if order == "auto":
        order = "longest" if _parallel(config) else "catalog"
    if order == "catalog" or SESSION_KEY not in config.stash:
        return
    from fxgolden.pytest_plugin import durations
    from fxgolden.pytest_plugin.ordering import reorder

    golden = _session(config)
    recorded = durations.load(durations.path_in(golden.settings.project.pending_dir), golden.settings.profile)

    def seconds(item: pytest.Item) -> float:
        case = suite.case_of_item(item)
        return recorded.get(case.id, durations.estimate(case))

    try:
        reorder(items, order, is_golden=suite.is_golden_item, seconds=seconds)
    except FxGoldenError as error:
        raise pytest.UsageError(str(error)) from error


def pytest_collection_finish(session: pytest.Session) -> None:
    """Check the profile manifest and the host once the selection is known; start the fork server."""
    if SESSION_KEY in session.config.stash:
        golden_items = [item for item in session.items if suite.is_golden_item(item)]
        selected = [suite.case_of_item(item) for item in golden_items]
        golden = session.config.stash[SESSION_KEY]
        try:
            golden.selected_cases()  # raises on a pattern that matches no case
            golden.check_manifest(selected=len(golden_items))
            golden.check_host(selected)
            golden.check_in_process(selected)
        except FxGoldenError as error:
            raise pytest.UsageError(str(error)) from error
        _unused_reporter(session.config).note_catalog(
            golden.settings.store, golden.cases, (case.id for case in selected), patterns=golden.settings.options.cases)
        if golden.runnable(selected):
            golden.start_isolation(selected, wait=True)
            golden.start_look_ahead(selected)


def _unused_reporter(config: pytest.Config) -> UnusedReporter:
    """The reporter of unused goldens, registered by pytest_configure."""
    return cast(UnusedReporter, config.pluginmanager.get_plugin(UnusedReporter.PLUGIN_NAME))


@pytest.fixture
def fxgolden(request: pytest.FixtureRequest, snapshot: Any) -> Any:
    """Runs a case and compares it with its goldens: ``fxgolden.check(case)``."""
    return _session(request.config).checker(snapshot=snapshot, item=request.node)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, Any]:
    """Attach the case's outcome to the report so the xdist controller sees it."""
    report = yield
    record = item.stash.get(suite.RESULT_KEY, None)
    if record is not None and call.when == "call":
        from fxgolden.run.record import PROPERTY

        report.user_properties.append((PROPERTY, record.to_json()))
    return report


def pytest_sessionstart(session: pytest.Session) -> None:
    """An update run opens its profile's writer before it checks or writes anything.

    The writer refuses on CI and takes the profile's lock; an xdist worker's is covered by its controller's lock.
    """
    config = session.config
    from fxgolden.golden.policy import UpdateMode
    from fxgolden.pytest_plugin.syrupy_options import update_mode

    mode = update_mode(config)
    if mode is UpdateMode.PENDING:
        return
    from fxgolden.pytest_plugin.settings import Settings
    try:
        settings = Settings.from_config(config)
    except FxGoldenError:
        return  # not a golden run, or the golden session reports the problem when it starts
    from fxgolden.golden.writer import GoldenWriter

    reporter = config.pluginmanager.get_plugin("terminalreporter")
    try:
        config.stash[WRITER_KEY] = GoldenWriter.open(
            settings.store, decided=mode,
            covered=hasattr(config, "workerinput"), lock_timeout_s=settings.options.lock_timeout_s,
            on_wait=reporter.write_line if reporter else print)
    except FxGoldenError as error:
        raise pytest.UsageError(str(error)) from error
    if SESSION_KEY in config.stash:  # made before the session started: hand it the writer
        config.stash[SESSION_KEY].writer = config.stash[WRITER_KEY]


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Stop case processes started ahead for cases never reached; settle unused goldens; write the manifest after
    a complete update."""
    if SESSION_KEY in session.config.stash:
        session.config.stash[SESSION_KEY].stop_processes()
        session.config.stash[SESSION_KEY].record_forecast()
    if hasattr(session.config, "workerinput"):
        return  # the controller settles and writes, once every worker is done
    reporter = session.config.pluginmanager.get_plugin(GoldenReporter.PLUGIN_NAME)
    if reporter is not None and unwritable(reporter.records.values()):
        session.exitstatus = pytest.ExitCode.INTERRUPTED  # 2: the update could not do its work; no manifest
    _settle_unused(session)
    if WRITER_KEY in session.config.stash:
        try:
            _session(session.config).finish(session, exitstatus=session.exitstatus)
        except FxGoldenError as error:  # the manifest could not be written: say so, no traceback, exit 2
            reporter = session.config.pluginmanager.get_plugin("terminalreporter")
            if reporter is not None:
                reporter.ensure_newline()
            (reporter.write_line if reporter else print)(f"fxgolden: error: {error}")
            session.exitstatus = pytest.ExitCode.INTERRUPTED


def _settle_unused(session: pytest.Session) -> None:
    """Delete the orphaned case folders of a whole-catalog update, or fail a compare run for them."""
    if not _unused_reporter(session.config).case_ids:
        return  # none found (a run of the whole catalog looks): nothing to settle, no settings to read
    from fxgolden.golden.policy import UpdateMode
    from fxgolden.pytest_plugin.settings import Settings

    try:
        settings = Settings.from_config(session.config)
    except FxGoldenError:
        return
    if settings.mode is not UpdateMode.PENDING and WRITER_KEY not in session.config.stash:
        return  # the update was refused before it opened its writer
    _unused_reporter(session.config).settle(session, settings, session.config.stash.get(WRITER_KEY, None))


def pytest_unconfigure(config: pytest.Config) -> None:
    """Close the update's writer (releasing the profile's lock) after every write of the run."""
    if WRITER_KEY in config.stash:
        config.stash[WRITER_KEY].close()
        del config.stash[WRITER_KEY]
