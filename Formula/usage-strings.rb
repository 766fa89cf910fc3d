# Homebrew formula: builds usage-strings from the sources of a release tag with the system's
# Swift and Homebrew's ICU and libyaml. `brew install --formula Formula/usage-strings.rb`, or
# through a tap of this repository. Not run in this repository's CI (it needs macOS and brew).
class UsageStrings < Formula
  desc "Check, extract, generate and merge the purpose strings of Apple apps"
  homepage "https://github.com/your-org/usage-strings"
  url "https://github.com/your-org/usage-strings.git", tag: "v0.1.0"
  head "https://github.com/your-org/usage-strings.git", branch: "main"

  depends_on "pkgconf" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "icu4c"
  depends_on "libyaml"
  uses_from_macos "swift" => :build
  uses_from_macos "zlib"

  def install
    # hunspell is optional and not a dependency: wrong-language judges letters alone (and says
    # so in a note) instead of reading hunspell's dictionaries, which Homebrew does not ship.
    ENV["USAGE_STRINGS_WITHOUT_HUNSPELL"] = "1"
    system "swift", "build", "--disable-sandbox", "--configuration", "release",
           "--product", "usage-strings"
    bin.install ".build/release/usage-strings"
    generate_completions_from_executable(bin/"usage-strings", "completion")
    (man1/"usage-strings.1").write Utils.safe_popen_read(bin/"usage-strings", "man")
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/usage-strings --version")
    assert_match "check", shell_output("#{bin}/usage-strings --help")
  end
end
