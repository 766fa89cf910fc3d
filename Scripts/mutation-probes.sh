#!/bin/bash
# Mutation probes: one-line changes to the code, each of which the test suite must catch.
#
#   Scripts/mutation-probes.sh [--list] [NUMBER...]
#
# Each probe replaces one exact piece of a source file (found exactly once), builds, runs
# `swift test`, and puts the file back. A probe is caught when the build or the tests fail; one
# that survives is a documented behaviour no test pins down. Too slow for CI (a build and the whole
# suite per probe): run it before a release and after large changes, and put its figures in
# TESTING.md. It works on a copy of the package in a temporary folder, so the work tree is never
# touched.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"

# file | exact text | replacement | what the mutation breaks [| the tests that must catch it]
# (a defence in layers: "text⟂text" and "replacement⟂replacement", each piece found once)
#
# With a fifth field, only those tests run (`swift test --filter`): a defence of
# docs/SECURITY.md names the test that guards it, and the probe shows that test fails without it.
PROBES=$(cat <<'EOF'
Sources/UsageStrings/Check/Suppressions.swift|          wholeFile[file.path, default: []].formUnion(ids)|          _ = ids|file-level suppression comments ignored
Sources/UsageStrings/Check/Suppressions.swift|    guard let location = diagnostic.location else { return false }|    guard let location = diagnostic.location, false else { return false }|every suppression off
Sources/UsageStrings/Rules/Translations/PlaceholderMismatchRule.swift|    let variables = string.tableFormat == .catalog|    let variables = true|$(VAR) compared in .strings tables as in catalogs
Sources/UsageStrings/Rules/Translations/PlaceholderMismatchRule.swift|    let variables = string.tableFormat == .catalog|    let variables = false|$(VAR) never compared in catalogs
Sources/UsageStrings/Resolve/ProjectLocale.swift|    return implies(a, b) \|\| implies(b, a)|    return implies(a, b)|zh-Hans no longer merged into an existing zh-CN.lproj
Sources/UsageStrings/Rules/Strings/TooLongRule.swift|        severity: over == 1 \|\| sourceLines != nil ? .note : nil))|        severity: over <= 2 \|\| sourceLines != nil ? .note : nil))|too-long's note threshold moved
Sources/UsageStrings/Check/LintUnit.swift|    outcome.diagnostics = check(model, keeping: { own.contains($0) })|    outcome.diagnostics = check(model, keeping: { _ in true })|a language's part keeps findings of files not its own
Sources/UsageStrings/Check/LintUnit.swift|      outcome.diagnostics = check(model, keeping: { !unread.contains($0) })|      outcome.diagnostics = check(model, keeping: { _ in true })|the declarations' part keeps findings of late languages' files
Sources/UsageStrings/Resolve/ModelResolver.swift|      let unlocalized = entry.value == nil && target.sourceStrings.contains(entry.key)|      continue; let unlocalized = entry.value == nil && target.sourceStrings.contains(entry.key)|the source table no longer overrides the Info.plist|SourceAgreementTests\|ResolvedModelTests
Sources/UsageStrings/Rules/Translations/MissingTranslationRule.swift|      if shippedEverywhere.count >= 2 {|      if shippedEverywhere.count >= 99 {|a key no language translates is no longer reported once
Sources/UsageStrings/Resolve/ModelResolver+Facts.swift|    return Set(keys).subtracting(search.anyHolds(Set(keys), others))|    return []|no key counts as translated nowhere
Sources/UsageStrings/Resolve/TableSearch.swift|      ? unread(Set(keys), table) : Set(keys.filter { table.hasReadEntry(forKey: $0) })|      ? [] : Set(keys.filter { table.hasReadEntry(forKey: $0) })|an unread table is taken to hold nothing
Sources/UsageStrings/Merge/Merger+Classify.swift|    let isCopy = texts.contains(translation) \|\| unit.sourceSeen == translation|    let isCopy = false|merge takes a copy of the source as a translation
Sources/UsageStrings/Merge/Merger+Classify.swift|    if let text = source.text, !options.acceptStale, isStale(unit, texts: texts) {|    if let text = source.text, options.acceptStale, isStale(unit, texts: texts) {|merge no longer rejects a stale unit|Merge
Sources/UsageStrings/Generate/CatalogSkeleton.swift|    return Generator.unit(value, state: stale ? "needs_review" : "translated")|    return Generator.unit(value, state: "translated")|generate no longer marks a stale catalog translation needs_review|Generat
Sources/UsageStrings/Syntax/OpenStep/OpenStepEscapes.swift|        case byte: "\\" + mark|        case byte: mark|a written .strings value no longer escapes its quote
Sources/UsageStrings/Syntax/OpenStep/OpenStepEscapes.swift|        case 0x0A: "\\n"|        case 0x0A: "\n"|a written .strings value keeps a raw line break
Sources/UsageStrings/Reporters/XcodeReporter.swift|        "\(path):\(location.start.line):\(location.start.column): \(severity): \(message) [\(diagnostic.ruleID)]\n"|        "\(path):\(location.start.column):\(location.start.line): \(severity): \(message) [\(diagnostic.ruleID)]\n"|xcode reporter swaps line and column
Sources/UsageStrings/Reporters/SARIFReporter.swift|    case .note: "note"|    case .note: "warning"|SARIF reports a note as a warning
Sources/UsageStrings/Rules/Support/KeyNearMiss.swift|      if distance <= allowed, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }|      if distance < allowed, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }|a misspelt key one edit further is no longer matched
Sources/UsageStrings/Rules/Strings/DuplicateKeyRule.swift|      for table in target.tables where table.format != .catalog && table.hasRepeatedKeys {|      for table in target.tables where table.format == .catalog && table.hasRepeatedKeys {|duplicate keys of .strings never reported
Sources/UsageStrings/Check/Linter.swift|    return strict && base == .warning ? .error : base|    return base|--strict no longer turns warnings into errors
Sources/usage-strings/Commands/CheckCommand.swift|    return checked.totals.errors > 0 ? ExitCode.findings : ExitCode.success|    return ExitCode.success|check exits 0 on errors|CheckCommandTests\|CommandLineTests
Sources/UsageStrings/Model/Target.swift|    return candidates.first|    return candidates.first { !$0.entries.isEmpty } ?? candidates.first|an empty en.lproj no longer is the source table
Sources/UsageStrings/Rules/Strings/UnbuiltTableRule.swift|      for table in all where target.target.localization.unbuiltTables.contains(table.absolutePath) {|      for table in all where target.target.localization.unbuiltTables.contains(table.path) {|unbuilt tables never reported
Sources/UsageStrings/Rules/Strings/NotNFCRule.swift|      !normalized.unicodeScalars.elementsEqual(string.text.unicodeScalars)|      normalized.unicodeScalars.elementsEqual(string.text.unicodeScalars)|not-nfc reports normalized text
Sources/UsageStrings/Check/LintUnit.swift|    for path in Set(found.compactMap(\.location?.file)) where !read.contains(path) {|    for path in Set(found.compactMap(\.location?.file)) where read.contains(path) {|findings in project files cannot be suppressed
Sources/UsageStrings/Extract/Extractor.swift|        key: key, text: source.text ?? source.written, origin: source.origin,|        key: key, text: source.declaration?.text ?? source.text ?? source.written, origin: source.origin,|extract prints the Info.plist's text over the source table's
Sources/UsageStrings/History/Git.swift|    "safe.bareRepository=explicit", "core.fsmonitor=false", "core.hooksPath=/dev/null",|    "core.fsmonitor=false", "core.hooksPath=/dev/null",|security: a bare-repository lookalike is git's repository|GitHardeningTests
Sources/UsageStrings/History/Git.swift|    "log.showSignature=false", "protocol.allow=never", "gc.auto=0",⟂    environment["GIT_NO_LAZY_FETCH"] = "1"|    "gc.auto=0",⟂    _ = 0|security: a repository's configuration runs its signature program and lazy fetch|GitHardeningTests
Sources/UsageStrings/History/Git.swift|    where folder.hasPrefix("/") && !Paths.isInside(Paths.normalize(folder), checkout) {|    where !folder.isEmpty {|security: a git of the checkout (relative PATH entry, folder inside) is run|aGitOfTheCheckoutIsNeverRun
Sources/UsageStrings/History/HistoryFiles.swift|      top: resolution.project.repositoryTop,|      top: resolution.targets.first?.target.translationsFolder ?? resolution.project.root,|security: the repository is looked for from the included folder, not the checkout's top|anIncludedFoldersHistoryIsTheCheckouts
Sources/UsageStrings/History/RevisionTree.swift|    guard !revision.hasPrefix("-") else { throw .malformed(revision) }||security: a revision that is an option reaches git|revisionsAreReadAsGitReadsThem
Sources/UsageStrings/History/RevisionTree.swift|["rev-parse", "--verify", "--quiet", "--end-of-options", revision]|["rev-parse", "--verify", "--quiet", revision + "^{commit}"]|security: ':/text' revisions are no commit|revisionsAreReadAsGitReadsThem
Sources/UsageStrings/FileSystem/ScratchFolder.swift|    return !relative.isEmpty && !relative.hasPrefix("/") && !relative.utf8.contains(0)|    return true; _ = !relative.isEmpty && !relative.hasPrefix("/") && !relative.utf8.contains(0)|security: a revision's '..' entries are written outside the scratch folder|aHostileTreeWritesNothingOutside
Sources/UsageStrings/FileSystem/ScratchFolder.swift|    Self.sweep(temporary)||security: a killed run's scratch folder stays forever|aKilledRunsScratchFolderIsRemoved
Sources/UsageStrings/History/RevisionTree.swift|            try? scratch.link(at: links[index - files.count].path, to: target)|            _ = target|security: links are not made again at the revision, their findings all new|submodulesAndLinksAreTheSameOnBothSides
Sources/UsageStrings/Check/FindingGate.swift|      let outside = kept.filter { !inSubmodule($0) }|      let outside = kept|security: every finding in a submodule is new under --new-since|submodulesAndLinksAreTheSameOnBothSides
Sources/UsageStrings/Discovery/TargetAssembler+Xcode.swift|      guard words.contains(where: { ["mv", "cp", "ditto"].contains($0) }),|      guard true,|security: a script that only names the files makes a catalog the Info.plist table|aCatalogAScriptRenamesIsTheInfoPlistTable
Sources/UsageStrings/History/GitBlobs.swift|      if size.bytes > each {|      if size.bytes > Int.max - 1 {|security: a gigabyte blob of the history is read whole|aGigabyteTableInHistoryIsNotRead\|anAnswerPastTheLimitIsRefused
Sources/UsageStrings/Discovery/DiscoverySession.swift|    guard let reason = checkout.refusal(toRead: absolutePath) else { return true }|    guard let reason = Optional<String>.none else { return true }|security: files outside the checkout are read (#include of /proc/self/environ)|ReadConfinementTests
Sources/UsageStrings/Discovery/TargetAssembler.swift|    return session.mayRead(current) ? current : nil|    return current|security: a source file found by the case of its name is read through a link out of the checkout|ReadConfinementTests
Sources/UsageStrings/Discovery/DiscoverySession.swift|    guard checkout.refusal(toRead: absolutePath) == nil, FileReader.exists(absolutePath) else {|    guard FileReader.exists(absolutePath) else {|security: a pubspec.yaml outside the checkout is looked at, and a refusal noted|aPubspecOutsideTheCheckoutIsNotRead
Sources/UsageStrings/FileSystem/Checkout.swift|    if inside.contains(where: { $0.lowercased() == ".git" }) {|    if inside.contains(where: { $0 == "never" }) {|security: .git/config (a CI token) is read|theGitFolderIsNeverRead
Sources/UsageStrings/Configuration/Configuration+Checkout.swift|    guard let file, checkout.contains(file) else { return }|    guard let file, !checkout.contains(file) else { return }|security: a checkout's configuration names paths out of it|aConfigurationLeadingOutIsRefused
Sources/UsageStrings/FileSystem/DiskChanges.swift|        guard let refusal = checkout.refusal(toWrite: path) else { return checkout }|        guard let refusal = Optional<String>.none else { return checkout }|security: --fix, merge and generate write outside the checkout|nothingOutsideIsWritten\|theDoorRefusesAndCommitsAsOne
Sources/UsageStrings/FileSystem/DiskChanges.swift|      write.path = try check(write.path, write.display).resolved(write.path)|      _ = try check(write.path, write.display)|security: a table linked inside the project fails every run|aLinkedTableIsEditedAtItsRealPlace
Sources/UsageStrings/FileSystem/DiskChanges.swift|      for rename in renamed.reversed() { rename.undo() }||security: a rename stays done when its project file's edit failed|aFailedWriteUndoesItsRename
Sources/UsageStrings/FileSystem/AtomicWriter.swift|    if failure == nil, lstat(path, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG {|    if failure == nil, lstat(path, &existing) == 0 {|security: a report written over a link gets the link's mode 0777|aReportReplacesALink
Sources/UsageStrings/Support/DisplayText.swift|    guard needsEscaping(text) else { return text }|    if true { return text }|security: line breaks and escapes of checked text reach the log raw|OutputInjectionTests\|OutputGuardTests
Sources/UsageStrings/Support/DisplayText.swift|    return String(line[..<start]) + "\\" + line[start...]|    return String(line)|security: a line of the output is a workflow command|OutputGuardTests
Sources/usage-strings/CLI/Terminal.swift|  static func message(_ line: String) { error(DisplayText.line(line) + "\n") }|  static func message(_ line: String) { error(line + "\n") }|security: a configuration key's line break reaches stderr raw|everyReporterIsSafe
Sources/UsageStrings/Reporters/MarkdownReporter.swift|      if previous == "@", character.isLetter \|\| character.isNumber { result += "&#8203;" }||security: the Markdown summary mentions a user the checkout names|everyReporterIsSafe
Sources/UsageStrings/Reporters/MarkdownReporter.swift|    DisplayText.line(text).replacingOccurrences(of: "`", with: "'")|    text.replacingOccurrences(of: "`", with: "'")|security: a folder's line break ends the Markdown table|everyReporterIsSafe
Sources/UsageStrings/Syntax/XML/XMLEntities.swift|      case 0x00..<0x20 where byte != 0x0A && byte != 0x09: DisplayText.visible(UInt32(byte))|      case 0x00..<0x20 where byte != 0x0A && byte != 0x09: "&#x\(String(byte, radix: 16));"|security: a control character makes JUnit and XLIFF no XML 1.0|OutputInjectionTests\|xliffReadsBack
Sources/UsageStrings/Reporters/HTMLReport.swift|  static func isolated(_ text: String) -> String { "<bdi>" + escape(text) + "</bdi>" }|  static func isolated(_ text: String) -> String { escape(text) }|security: an override in a key reorders the HTML card's own words|theHTMLReportIsolatesCheckedText
Sources/UsageStrings/Merge/MergeInput+Bundle.swift|    guard FileReader.lexists(manifest) else { return nil }|    return nil|security: a bad contents.json merges with exit 0 and no word|aBadBundleManifestIsAnError
Sources/UsageStrings/FileSystem/FileTree.swift|        if seen > limit {|        if seen < 0 {|security: a walk of a huge folder never stops|WalkLimitTests
Sources/UsageStrings/History/TranslationHistoryReader.swift|      return .failure(.init(text: "history unavailable: git log failed (\(error))"))|      return .success(GitLog.parse([]))|security: a failing git log is silence|aFailingGitLogIsANote
Sources/UsageStrings/Merge/Merger+Time.swift|    case .translator, .neither: return nil|    case .translator, .neither, .project: return nil|merge puts back a value the project changed since its export|MergeTimeTests\|MergeMechanismTests
Sources/UsageStrings/Model/ExportedTranslation.swift|    case (true, true): return delivered == current ? .neither : .both|    case (true, true): return .translator|merge takes a delivery over a value both changed since the export|MergeTimeTests
Sources/UsageStrings/History/TableHistory.swift|    let commit = versions[held - 1].commit|    if held > 0 { return nil }; let commit = versions[held - 1].commit|merge puts back a text the table's history replaced|MergeTimeTests
Sources/UsageStrings/Merge/Merger+Classify.swift|    let raw = LocaleIdentifier.unknownToICU(unit.locale) ?? LocaleIdentifier(unit.locale)|    let raw = LocaleIdentifier(unit.locale)|merge rejects a language ICU has no data for|aLanguageICUDoesNotKnowIsALanguage
Sources/UsageStrings/Merge/Merger+Classify.swift|    if let translation = unit.translation, InContextPlaceholder.matches(translation) {|    if let translation = unit.translation, InContextPlaceholder.matches(translation), false {|merge writes a platform's in-context placeholders|inContextPlaceholdersAreNoTranslations
Sources/UsageStrings/Merge/Merger.swift|      guard group.allSatisfy(\.isSourceCopy),|      guard false, group.allSatisfy(\.isSourceCopy),|merge creates a language from copies of the source|aNewLanguageOfCopiesIsNotCreated
Sources/UsageStrings/Merge/MergeInput.swift|        try checkNamedLanguage(of: path, display: display, units: units)|        _ = units|merge takes a de.xliff whose content is French|aPlainXLIFFWhoseNameContradictsItIsRefused
Sources/UsageStrings/Merge/Merger+Classify.swift|    if versionKeys.contains(unit.key) { return .skip(.versionKey(unit.key)) }||merge rejects a version key as unknown|versionKeysAreNoTranslations
Sources/UsageStrings/Merge/Merger+Renames.swift|      if original.hasPrefix(prefix) {|      if original.hasPrefix(prefix), false {|--map routes nothing|aRenamedFolderIsNamedAndMapped
Sources/UsageStrings/Merge/Merger+Write.swift|    let crlf = files.filter { $0.text.contains(0x0D) }.count * 2 > files.count|    let crlf = false|a new table is written with LF beside CRLF siblings|aNewTableIsWrittenLikeItsSiblings
Sources/UsageStrings/Discovery/TargetAssembler+Stubs.swift|    for folder in folders.sorted() {⟂          LocaleIdentifier(language($0)).canonical == sourceLanguage.canonical|    for folder in folders.shuffled() {⟂          LocaleIdentifier(language($0)).language == sourceLanguage.language|stub languages depend on a set's order|theSourceIsTheSourceLanguagesOwnFolder
Sources/UsageStrings/Rules/Translations/ForeignNameRule.swift|        for entry in table.entries where app.isPurposeKey(entry.key) {|        for entry in table.entries {|foreign-name reads copyrights too|everyFindingIsJudgedAndNoneIsFalse
Sources/UsageStrings/Merge/Merger+Time.swift|    }.filter { !$0.isEmpty }|    }|merge crashes when every unit of a table is older than the project|aDeliveryOfOnlyOlderTextsWritesNothing
Sources/UsageStrings/Rules/Translations/ExtraKeyRule.swift|      if target.codeFacts?.readsInfoPlistTable != nil { continue }||extra-key reports the strings an app's code reads from its InfoPlist table|RuleExampleTests
Sources/UsageStrings/Resolve/ModelResolver.swift|        && !LocaleIdentifier.collectiveCodes.contains(locale.language)|        && true|mul.lproj counts as a language the app ships|RuleExampleTests
Sources/UsageStrings/Rules/Strings/InvisibleCharacterRule.swift|    guard index > 0 else { return false }|    guard index > 0, index + 1 < scalars.count, unspacedScripts.contains(ICU.script(of: scalars[index + 1].scalar)) else { return false }|a Khmer word break before a space is reported|RuleExampleTests
Sources/UsageStrings/Rules/Source/MissingSourceTranslationRule.swift|        !table.entries.isEmpty|        true|missing-source-translation reports an empty placeholder source table|RuleExampleTests
Sources/UsageStrings/Rules/Source/FormatSpecifierRule.swift|    guard string.isPurpose, !string.isTranslation,|    guard string.isPurpose,|format-specifier repeats placeholder-mismatch's finding in a translation|RuleExampleTests
Sources/UsageStrings/Rules/Translations/ReusedTranslationRule.swift|        if origin.table.hasRepeatedKeys,|        if origin.table.hasRepeatedKeys, false,|reused-translation repeats duplicate-key's finding on an unread occurrence|RuleExampleTests
Sources/UsageStrings/Text/WordMarkers.swift|      return !word.opensSentence && words.contains(String(word.text))|      return words.contains(String(word.text))|a capitalised "Sie" opening a sentence counts as polite|RuleExampleTests\|LocaleCatalogTests
Sources/UsageStrings/Rules/Support/AnchorTokens.swift|      guard !source.contains(anchor), let keys = keysByAnchor[anchor], keys.count == 1,|      guard !source.contains(anchor), let keys = keysByAnchor[anchor], keys.count >= 1,|an anchor in several sources (the app's name) names one key|RuleExampleTests
Sources/UsageStrings/Rules/Translations/NegationMismatchRule.swift|      prepared.anchors.foreignAnchor(in: string.text, of: string.key, source: source) == nil|      true|negation-mismatch repeats wrong-key-translation's cause|JudgedCorpusTests
Sources/UsageStrings/Rules/Strings/AppleTermRule.swift|    if after == "-", written.replacingOccurrences(of: "-", with: " ") == term.name { return false }||a German compound (Face-ID-Daten) reported as a misspelt name|RuleExampleTests
Sources/UsageStrings/Rules/Translations/WrongLanguageRule.swift|        && (word.opensSentence \|\| text.first?.isUppercase == false)||wrong-language judges names (Mozilla) as words|JudgedCorpusTests
Sources/UsageStrings/CodeScan/EntitlementEvidence.swift|    case .boolean(let granted, _): granted|    case .boolean: true|an entitlement set to false implies its keys|EntitlementEvidenceTests
Sources/UsageStrings/Discovery/TargetAssembler+Settings.swift|    return configuration == (release ?? all.first)|    return true|every configuration's entitlements file is read, Debug's too|EntitlementEvidenceTests
Sources/UsageStrings/CodeScan/EntitlementEvidence.swift|    ).subtracting(grantedForMore)|    )|Siri's entitlement implies NSSiriUsageDescription|EntitlementEvidenceTests
Sources/UsageStrings/Rules/Translations/NegationMismatchRule.swift|        severity: weak ? .note : nil))|        severity: nil))|a source negated only by 'without' warns|NegationSeverityTests
Sources/UsageStrings/CodeScan/BinaryScanner.swift|    if signature.selectors.isEmpty { return symbol }|    return symbol|a class import alone proves a call known by its selector|BuiltAppTests
Sources/UsageStrings/CodeScan/BinaryScanner.swift|    guard let imported = signature.classes.first(where: image.classes.contains) else {|    guard let imported = signature.classes.first else {|a selector's name alone proves a use|BuiltAppTests
Sources/UsageStrings/Rules/Code/MissingUsageKeyRule.swift|    guard use.isInBinary, let plist = lacking.first?.target.sourceFiles.first else {|    guard false, let plist = lacking.first?.target.sourceFiles.first else {|a binary's finding is at the binary, not the Info.plist that lacks the key|BuiltAppTests
Sources/UsageStrings/Discovery/TargetAssembler+Finish.swift|    result.code.embedded += embeddedFrameworks(target)|    _ = embeddedFrameworks(target)|a built app's frameworks are not its code|BuiltAppTests
Sources/UsageStrings/CodeScan/CodeFactsGatherer.swift|      while let index = pending.firstIndex(where: { $0.loadedAs.map(facts.loads) ?? true }) {|      while let index = pending.firstIndex(where: { _ in true }) {|an extension runs every framework of its app, loaded or not|BuiltAppTests
Sources/UsageStrings/Discovery/TargetAssembler+Built.swift|    Paths.components(path).contains { Paths.pathExtension($0) == "dsym" }|    false|an archive's debug symbols are a bundle of the app|BuiltAppTests
Sources/UsageStrings/Archive/ZipEntry+Refusal.swift|    if uncompressedSize > limits.ratioFloor && ratio > limits.ratio {|    if uncompressedSize > limits.ratioFloor && ratio > Int.max - 1 {|security: a zip bomb under the entry limit is inflated|aBombUnderTheEntryLimitIsRefusedForItsRatio
Sources/UsageStrings/Archive/ZipEntry+Refusal.swift|    if largest > limits.entrySize {|    if largest > Int.max - 1 {|security: an entry of any declared size is extracted|aGigabyteBombIsRefusedFromItsListing\|theTotalAndEachReadAreBounded
Sources/UsageStrings/Archive/Zlib.swift|      if room == 0 && made > 0 {|      if room == 0 && made > 0, false {|security: inflating goes on past the declared size|aBombThatLiesAboutItsSizeStopsThere
Sources/UsageStrings/Archive/Zlib.swift|        guard produced == output.count else {|        guard true else {|security: an entry shorter than it declares is taken|sizesAndChecksumsThatLieAreRefused
Sources/UsageStrings/Archive/ZipArchive+Extract.swift|      output.withUnsafeBytes { Zlib.crc32($0) } == entry.crc32|      output.withUnsafeBytes { Zlib.crc32($0) } == output.withUnsafeBytes { Zlib.crc32($0) }|security: an entry whose CRC-32 differs is taken|sizesAndChecksumsThatLieAreRefused
Sources/UsageStrings/Archive/ZipEntry+Refusal.swift|    if method == 0 && compressedSize != uncompressedSize { return .storedSizesDiffer }||security: a stored entry's two sizes may differ|sizesAndChecksumsThatLieAreRefused
Sources/UsageStrings/Archive/ZipArchive+Extract.swift|    return reserve(entry.uncompressedSize) ? nil : .totalExceeded(limit: limits.totalSize)|    return nil|security: an archive extracts without a total|theTotalAndEachReadAreBounded
Sources/UsageStrings/Archive/ZipArchive+Listing.swift|      guard least <= limit else {|      guard true else {|security: entries sharing their data (the overlapping bomb) or lying outside are read|overlappingEntriesAreRefused\|anEntryOutsideIsRefused
Sources/UsageStrings/Archive/ZipEndRecord.swift|    guard entryCount <= limits.entryCount else {|    guard true else {|security: an archive of any number of entries is listed|tooManyEntriesAreRefused
Sources/UsageStrings/Archive/ZipEndRecord.swift|    guard directoryOffset <= start, directorySize <= start - directoryOffset else {|    guard true else {|security: a central directory larger than the file is read|aCentralDirectoryThatLiesIsRefused
Sources/UsageStrings/Archive/ZipLocalHeader.swift|    guard name.elementsEqual(entry.name.utf8), method == entry.method,|    guard method == entry.method,|security: a local header naming another file is extracted as the listed one|aLocalHeaderThatDisagreesIsRefused
Sources/UsageStrings/Archive/ZipLocalHeader.swift|    guard start + entry.compressedSize <= entry.dataLimit else {|    guard true else {|security: an entry's data runs into the next entry|aLocalHeaderRunningIntoTheNextIsRefused
Sources/UsageStrings/Archive/ZipEntry+Refusal.swift|    guard Self.isSafe(name) else { return .unsafeName }||security: names leading out of the archive (../evil, /etc/passwd) are taken|namesLeadingOutAreRefused
Sources/UsageStrings/Archive/ZipArchive+Listing.swift|        entry.refusal = entry.refusal ?? .duplicateName⟂        entries[first].refusal = entries[first].refusal ?? .duplicateName|        _ = first⟂        _ = 0|security: two entries of one name are read as one|duplicateNamesAreRefused
Sources/UsageStrings/Archive/ZipEntry+Refusal.swift|    if kind == .symbolicLink { return .symbolicLink }||security: a symbolic link entry is read as a file|aSymbolicLinkIsNotFollowed\|infoZipsArchiveReadsAsUnzipReadsIt
Sources/UsageStrings/Archive/ZipEntry+Refusal.swift|    if Self.archiveExtensions.contains(where: { lowered.hasSuffix($0) }) { return .nestedArchive }|    _ = lowered|security: an archive inside the archive is extracted|aNestedArchiveIsNotOpened
Sources/UsageStrings/Archive/ZipEntry+Refusal.swift|    if isEncrypted { return .encrypted }||security: an encrypted entry is read as plain|anEncryptedEntryIsRefused\|infoZipsEncryptionIsRefused
Sources/UsageStrings/Archive/ZipEntry+Refusal.swift|    guard method == 0 \|\| method == 8 else { return .unsupportedMethod(method) }||security: an entry of another method is inflated as deflate|anUnsupportedMethodIsRefused
Sources/UsageStrings/Archive/ZipArchive+Bundles.swift|      while relative.count >= 2, depth < IPABundle.maximumDepth,|      while relative.count >= 2,|security: bundles nest without end (time and memory with the square of a name)|bundlesNestAFewLevelsAtMost
Sources/UsageStrings/FileSystem/FileReader.swift|    guard isRegular(status) else {|    guard true else {|security: a FIFO named as the archive is opened (and blocks)|aFIFOIsNotOpened
Sources/UsageStrings/Archive/ZipEndRecord.swift|    guard directorySize <= limits.directorySize else {|    guard true else {|security: a central directory of any size is read whole|aCentralDirectoryPastItsLimitIsRefused
Sources/UsageStrings/Archive/ZipArchive+Stream.swift|    return crc == entry.crc32 ? .success(()) : .failure(.checksumMismatch)|    return .success(())|a streamed entry's checksum is not checked|ZipStreamTests
Sources/UsageStrings/Archive/ZipArchive+Stream.swift|      guard produced <= entry.uncompressedSize else {|      guard true else {|a streamed entry inflates past its declared size|ZipStreamTests
Sources/UsageStrings/History/SourceChange.swift|      return word.count <= 3 && !negations.contains(word) ? .minor : .rewrite|      return word.count <= 1 && !negations.contains(word) ? .minor : .rewrite|a short word ("to", "the") added to the source makes a stale translation a warning|SourceChangeTests\|aShortWordOrATypoFixedIsNoWarning
Sources/UsageStrings/History/SourceChange.swift|      EditDistance.distance(before, after, limit: 3) <= 2, min(before.count, after.count) >= 3|      EditDistance.distance(before, after, limit: 3) <= 1, min(before.count, after.count) >= 3|a typo fixed by swapping two letters makes a stale translation a warning|SourceChangeTests\|aShortWordOrATypoFixedIsNoWarning
Sources/UsageStrings/History/ContentWords.swift|      "a", "an", "the", "this", "that", "these", "those", "to", "of", "in", "on", "at", "for",|      "a", "an", "the", "this", "that", "these", "those", "of", "in", "on", "at", "for",|a "to" added to the English makes its translations stale|SourceChangeTests\|aShortWordOrATypoFixedIsNoWarning
Sources/UsageStrings/Merge/MergeRouting.swift|      let named = targets.indices.filter { plists[$0].contains { Self.common(name, $0) >= 2 } }|      let named = targets.indices.filter { plists[$0].contains { Self.common(name, $0) >= 1 } }|merge routes a unit of another project's OtherKit/…/Info.plist into the app|anotherProjectsInfoPlistIsNotTheApps
Sources/UsageStrings/Merge/Merger+Classify.swift|    let from = unit.sourceSeen.flatMap { texts.contains($0) ? $0 : nil } ?? text|    let from = text|merge records today's source's fingerprint, not the text the translator saw, in an existing table|aMergedUnitKeepsTheFingerprintOfTheTextTheTranslatorSaw
Sources/UsageStrings/FileSystem/DiskChanges.swift|    if lstat(to, &destination) == 0,|    if false, lstat(to, &destination) == 0,|check --fix tries to rename infoplist.strings over an existing InfoPlist.strings|aRenameNeverReplacesAFile
Sources/UsageStrings/FileSystem/DiskChanges.swift|    if lstat(to, &destination) == 0,⟂    let taken = lstat(to, &existing) == 0|    if false, lstat(to, &destination) == 0,⟂    let taken = false && lstat(to, &existing) == 0|check --fix renames infoplist.strings over InfoPlist.strings, losing its translation|aRenameNeverReplacesAFile\|aMisCasedTableIsRenamed
Sources/UsageStrings/Generate/Generator+Catalog.swift|    return existing?.last == UInt8(ascii: "\n") && !text.hasSuffix("\n") ? text + "\n" : text|    return text|generate and --remove-pseudo drop a catalog's final line break|aCatalogsPseudoTextFollowsItsSourceAndItsLineBreakStays
Sources/UsageStrings/Generate/CatalogSkeleton.swift|        localizations[position].value = value|          _ = (position, value)|generate --pseudo keeps a catalog's old pseudo text after its source changed|aCatalogsPseudoTextFollowsItsSourceAndItsLineBreakStays
Sources/UsageStrings/Syntax/XcodeGen/XcodeGenSpec+Read.swift|        appended.value = .sequence(baseItems + items)|        appended.value = .sequence(items)|XcodeGen: a template's or an include's list is replaced, not appended to|XcodeGenMergeTests
Sources/UsageStrings/Syntax/XcodeGen/XcodeGenSpec+Read.swift|          keyNode, replaces ? pair.value : merge(pair.value, onto: merged[index].value)|          keyNode, merge(pair.value, onto: merged[index].value)|XcodeGen: key:REPLACE merges instead of replacing|XcodeGenMergeTests
Sources/UsageStrings/Syntax/XcodeGen/XcodeGenSpec+Read.swift|    let templates = root["targetTemplates"]|    let templates: YAMLNode? = nil|XcodeGen: targetTemplates are ignored|XcodeGenMergeTests
Sources/UsageStrings/Syntax/XcodeGen/XcodeGenSpec+Read.swift|    let folder = relativePaths ? Paths.parent(path) : root|    let folder = root|XcodeGen: an included file's paths are read from the main spec's folder|XcodeGenMergeTests\|XcodeGenTests
Sources/UsageStrings/Reporters/FindingGroups.swift|    hash.add(fields: [diagnostic.ruleID, diagnostic.severity.rawValue, template(of: diagnostic)])|    hash.add(fields: [diagnostic.ruleID, template(of: diagnostic)])|an error folds into a warning's entry, hidden|findingsOfAnotherSeverityAreNotFolded
Sources/usage-strings/Commands/CheckCommand.swift|    let historyAllowed = !arguments.has(CheckGate.newSince)|    let historyAllowed = true|check --history --new-since blames an old stale translation on the change|anOldStaleTranslationIsNotBlamedOnTheChange
Sources/UsageStrings/CodeScan/BinaryScanner.swift|    return [0xCFFA_EDFE, 0xCAFE_BABE, 0xCAFE_BABF].contains(magic)|    return [0xCAFE_BABE, 0xCAFE_BABF].contains(magic)|a thin 64-bit binary is not read as code|whatShipsIsChecked
Sources/UsageStrings/CodeScan/BinaryScanner.swift|      entitlements = entitlements ?? slice.entitlements?.xml|      entitlements = nil|a binary's signed entitlements imply nothing|aBinarysEntitlementsImplyTheirKeys
Sources/UsageStrings/CodeScan/BinaryScanner.swift|      if slice.encryption?.isEncrypted == true {|      if false, slice.encryption?.isEncrypted == true {|an encrypted binary is judged with no note of what was not read|anEncryptedBinaryIsReadInPartAndSaysSo
Sources/UsageStrings/CodeScan/BinaryScanner.swift|        ["app", "appex"].contains(Paths.pathExtension(String($0)))|        ["app"].contains(Paths.pathExtension(String($0)))|an extension's binary is named by its path in the app, not by its name|whatShipsIsChecked
Sources/UsageStrings/CodeScan/EntitlementEvidence.swift|    case .array(let values, _): !values.isEmpty|    case .array: true|an empty list of entitlements (NFC formats) implies its key|EntitlementEvidenceTests
Sources/UsageStrings/CodeScan/EntitlementEvidence.swift|      guard key.entitlements.allSatisfy(granted.contains) else { continue }|      guard key.entitlements.contains(where: granted.contains) else { continue }|one of two entitlements a key needs together implies it|EntitlementEvidenceTests
Sources/UsageStrings/CodeScan/EntitlementEvidence.swift|        severity: .warning)|        severity: .error)|an entitlement's missing key is an error, not a warning|EntitlementEvidenceTests\|aBinarysEntitlementsImplyTheirKeys
Sources/UsageStrings/Discovery/TargetAssembler+Built.swift|    if Paths.lastComponent(folder) == "Contents", isBundle(above) {|    if false, isBundle(above) {|a macOS app's Contents/Info.plist belongs to no bundle|aMacOSAppInAnArchive
Sources/UsageStrings/Discovery/TargetAssembler+Built.swift|    if Paths.pathExtension(bundle.bundle) == "framework" {|    if Paths.pathExtension(bundle.bundle) == "app" {|a built framework is taken for an app, and the app for a library|whatShipsIsChecked
Sources/UsageStrings/Discovery/TargetAssembler+Built.swift|    !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\u{0}")|    !name.isEmpty && name != "." && name != ".."|security: an executable named out of its bundle (../../Demo) is read as its code|anExecutableNamedOutOfItsBundleIsNotRead
Sources/UsageStrings/Discovery/TargetAssembler+Built.swift|        module.loadedAs = Paths.lastComponent(module.name)|        module.loadedAs = nil|an extension runs its app's frameworks whether it loads them or not|BuiltAppTests
Sources/UsageStrings/Discovery/UnpackedArchive.swift|      for inner in bundle.bundles { take(inner) }|      _ = bundle.bundles|an .ipa's extensions and frameworks are not checked|anArchiveIsCheckedAsItsAppWouldBe
Sources/UsageStrings/Discovery/UnpackedArchive.swift|      for table in bundle.tables { _ = extract(table) }|      _ = bundle.tables|an .ipa's compiled tables are not checked|anArchiveIsCheckedAsItsAppWouldBe
Sources/UsageStrings/Discovery/UnpackedArchive.swift|    let shown = ScratchFolder.isPlain(relative) ? relative : Paths.lastComponent(path)|    let shown = Paths.lastComponent(path)|findings in an .ipa name it without the folder it was given in|anArchiveIsCheckedAsItsAppWouldBe
Sources/UsageStrings/MachO/MachOSliceReader+ObjC.swift|    if slice.fileType != .object, let referenced = referencedSelectors(section, names) {|    if slice.fileType == .object, let referenced = referencedSelectors(section, names) {|a linked image's selectors are every method name, sent or not|MachOLinkedImageTests
Sources/UsageStrings/MachO/MachOSliceReader+Signature.swift|      slice.hasDEREntitlements = true|      slice.hasDEREntitlements = false|DER entitlements in a signature are not noticed|MachOLinkedImageTests
Sources/UsageStrings/MachO/MachOSliceReader+Symbols.swift|(kind == 0 && value == 0) \|\| kind == 0x0C|kind == 0 \|\| kind == 0x0C|a common symbol (defined here) counts as an import|MachOLinkedImageTests
Sources/UsageStrings/MachO/MachOSliceReader+LoadCommands.swift|    case 0x8000_0018: dylib(command, .weak)|    case 0x8000_0018: dylib(command, .load)|a weak-linked library reads as a plain load|MachOLinkedImageTests
Sources/UsageStrings/Rules/Translations/NegationMismatchRule.swift|      markers?.firstStrongMatch(in: target.sources[key]?.text ?? "") == nil|      markers?.firstStrongMatch(in: target.sources[key]?.text ?? "") != nil|negation-mismatch notes a 'never' source and warns on a 'without' one|NegationSeverityTests
Sources/UsageStrings/Text/WordMarkers.swift|    let all = words.union(weakWords)|    let all = words|a weak word ('without') is no negation at all|NegationSeverityTests
Sources/UsageStrings/Text/WordMarkers.swift|      guard matches(word), !weakWords.contains(matchesCase ? String(word.text) : word.lower)|      guard matches(word)|a weak word ('without') counts as a strong negation|NegationSeverityTests
Sources/UsageStrings/History/StaleTranslationFinder.swift|      guard !retranslated else { continue }||a text another edition re-translated from today's source is called stale|whiteLabelEditionsAreJudgedAsOne
Sources/UsageStrings/History/StaleTranslationFinder.swift|      guard difference != .none else { continue }||a rewording with the same content words is called stale|whiteLabelEditionsAreJudgedAsOne\|reportsWhatWasTranslatedFromAnOlderSource
Scripts/action-check.sh|true) options+=(--strict) ;;|true) ;;|the action's strict input is ignored|GitHubActionTests
Scripts/action-check.sh|  "$(cd "$GITHUB_WORKSPACE" && pwd -P)"/*) fail|  nothing/*) fail|the action runs a tool that lies in the workspace|GitHubActionTests
Scripts/action-check.sh|  cat "$report" >>"$GITHUB_STEP_SUMMARY"|  true|the action writes no step summary|GitHubActionTests
Scripts/action-check.sh|exit "$status"|exit 0|the action's step passes whatever the check found|GitHubActionTests
Scripts/action-check.sh|[ -n "${INPUT_NEW_SINCE:-}" ] && options+=(--new-since "$INPUT_NEW_SINCE")|true|the action's new-since input is ignored|GitHubActionTests
Scripts/action-check.sh|"$BINARY" check --reporter github --no-color|"$BINARY" check --reporter xcode --no-color|the action prints no workflow commands|GitHubActionTests
action.yml|run: '"$GITHUB_ACTION_PATH/Scripts/action-check.sh"'|run: '"$GITHUB_ACTION_PATH/Scripts/action-check.sh" ${{ inputs.paths }}'|an input is written into the action's shell line|GitHubActionTests
Scripts/action-check.sh|*) fail "strict must be true or false" ;;|*) ;;|the action takes any strict value as false|GitHubActionTests
EOF
)

if [ "${1:-}" = "--list" ]; then
  echo "$PROBES" | python3 -c '
import re, sys
for number, line in enumerate(sys.stdin.read().splitlines(), 1):
    print("%2d  %s" % (number, re.split(r"(?<!\\)\|", line)[3]))'
  exit 0
fi
wanted=" $* "

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A copy of the package, built afresh (a build folder does not survive a move); then each probe
# rebuilds only what its change touches.
tar -C "$ROOT" --exclude=./.build -cf - . | tar -C "$work" -xf -
cd "$work"
swift build --build-tests >/dev/null 2>&1 || { echo "the unmutated package does not build"; exit 2; }

start=$(date +%s)
caught=0
survived=0
number=0
while IFS= read -r probe; do
  number=$((number + 1))
  if [ "$wanted" != "  " ] && [[ "$wanted" != *" $number "* ]]; then continue; fi
  # Split on `|` not preceded by a backslash.
  IFS=$'\x1f' read -r file old new what filter < <(python3 -c '
import re, sys
parts = [p.replace("\\|", "|") for p in re.split(r"(?<!\\)\|", sys.argv[1])]
print("\x1f".join(parts))' "$probe")
  cp "$file" "$file.orig"
  if ! python3 - "$file" "$old" "$new" <<'PY'
import sys
path, old, new = sys.argv[1:]
text = open(path, encoding="utf-8").read()
# Several pieces of one file, where a defence has layers: "a⟂b" for "x⟂y" replaces a and b.
for piece, replacement in zip(old.split("⟂"), new.split("⟂")):
    if text.count(piece) != 1:
        sys.exit(1)
    text = text.replace(piece, replacement)
open(path, "w", encoding="utf-8").write(text)
PY
  then
    echo "$number. NOT APPLIED (text not found once in $file): $what"
    survived=$((survived + 1))
    mv "$file.orig" "$file"
    continue
  fi
  probe_start=$(date +%s)
  # A mutation that does not build proves nothing of the tests: it is named apart.
  if ! swift build --build-tests >"$work/build.log" 2>&1; then
    echo "$number. DOES NOT BUILD: $what"; grep -m3 "error:" "$work/build.log" || true
    survived=$((survived + 1))
  elif swift test ${filter:+--filter "$filter"} >"$work/test.log" 2>&1; then
    echo "$number. SURVIVED ($(($(date +%s) - probe_start)) s): $what"
    survived=$((survived + 1))
  else
    echo "$number. caught ($(($(date +%s) - probe_start)) s): $what"
    caught=$((caught + 1))
  fi
  mv "$file.orig" "$file"
done <<< "$PROBES"

echo "$caught caught, $survived survived, in $(($(date +%s) - start)) s"
[ "$survived" -eq 0 ]
