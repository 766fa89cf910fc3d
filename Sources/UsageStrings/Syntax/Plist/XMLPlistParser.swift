/// Reads XML property lists (Apple's `PropertyList-1.0.dtd`) with the range of every key and value.
///
/// The DOCTYPE is read but never processed; a DOCTYPE with an internal subset is an error, since
/// that is where entity declarations would hide.
public enum XMLPlistParser {
  public static func parse(_ text: [UInt8]) throws(XMLSyntaxError) -> PlistValue {
    var reader = Reader(tokenizer: XMLTokenizer(text))
    return try reader.document()
  }

  private struct Reader {
    var tokenizer: XMLTokenizer
    var pending: XMLEvent?

    /// The next start or end tag, text and CDATA; comments and processing instructions are skipped.
    mutating func next() throws(XMLSyntaxError) -> XMLEvent? {
      if let event = pending {
        pending = nil
        return event
      }
      do {
        while let event = try tokenizer.next() {
          switch event {
          case .comment, .processingInstruction: continue
          case .doctype(let internalSubset, let range):
            if internalSubset {
              throw XMLSyntaxError(
                message: "a DOCTYPE with an internal subset; DTDs are never processed",
                offset: range.lowerBound)
            }
            continue
          default: return event
          }
        }
        return nil
      } catch let error as XMLSyntaxError {
        throw error
      } catch {
        throw XMLSyntaxError(message: "\(error)", offset: tokenizer.offset)
      }
    }

    /// The next tag, skipping whitespace between elements, and the C preprocessor's lines
    /// (`#ifdef INTUNE`, `#endif`) of an Info.plist Xcode preprocesses (`INFOPLIST_PREPROCESS`):
    /// every branch is read, as the tool cannot know which macros a build defines.
    mutating func nextTag() throws(XMLSyntaxError) -> XMLEvent? {
      while let event = try next() {
        if case .text(let value, let range) = event {
          let lines = value.split(whereSeparator: \.isNewline).map {
            $0.drop(while: \.isWhitespace)
          }.filter { !$0.isEmpty }
          if lines.allSatisfy({ $0.hasPrefix("#") }) { continue }
          let offset =
            range.lowerBound + value.utf8.prefix(while: WhiteSpace.isASCIIBlank).count
          throw XMLSyntaxError(
            message:
              "unexpected text between plist elements"
              + (lines.contains { $0.hasPrefix("#") }
                ? " (a preprocessed Info.plist may hold only '#' directive lines there)" : ""),
            offset: offset)
        }
        return event
      }
      return nil
    }

    mutating func document() throws(XMLSyntaxError) -> PlistValue {
      guard let root = try nextTag() else {
        throw XMLSyntaxError(message: "the file holds no plist", offset: 0)
      }
      guard case .start(let name, _, let selfClosing, let range) = root else {
        throw XMLSyntaxError(message: "expected '<plist>'", offset: 0)
      }
      if name != "plist" {
        // Foundation also reads a bare value as the root.
        return try value(start: root, depth: 0)
      }
      guard !selfClosing, let first = try nextTag() else {
        throw XMLSyntaxError(message: "an empty '<plist>'", offset: range.lowerBound)
      }
      let result = try value(start: first, depth: 0)
      guard let end = try nextTag(), case .end = end else {
        throw XMLSyntaxError(
          message: "'<plist>' holds more than one value", offset: tokenizer.offset)
      }
      _ = try next()
      return result
    }

    /// The text content of a simple element up to its end tag.
    mutating func content(of name: String, selfClosing: Bool, start: Int) throws(XMLSyntaxError)
      -> (String, Range<Int>, Int)
    {
      if selfClosing { return ("", start..<start, start) }
      var text = ""
      var lower: Int?
      var upper = tokenizer.offset
      while let event = try next() {
        switch event {
        case .text(let value, let range), .cdata(let value, let range):
          text += value
          lower = lower ?? range.lowerBound
          upper = range.upperBound
        case .end(_, let range):
          return (
            text, (lower ?? range.lowerBound)..<(lower == nil ? range.lowerBound : upper),
            range.upperBound
          )
        case .start(let inner, _, _, let range):
          throw XMLSyntaxError(
            message: "unexpected '<\(inner)>' inside '<\(name)>'", offset: range.lowerBound)
        default: continue
        }
      }
      throw XMLSyntaxError(message: "unterminated '<\(name)>'", offset: start)
    }

    mutating func value(start event: XMLEvent, depth: Int) throws(XMLSyntaxError) -> PlistValue {
      guard case .start(let name, _, let selfClosing, let range) = event else {
        if case .end(let name, let range) = event {
          throw XMLSyntaxError(
            message: "unexpected '</\(name)>'; expected a value", offset: range.lowerBound)
        }
        throw XMLSyntaxError(message: "expected a value", offset: tokenizer.offset)
      }
      switch name {
      case "dict": return try dictionary(range: range, selfClosing: selfClosing, depth: depth)
      case "array": return try array(range: range, selfClosing: selfClosing, depth: depth)
      case "true", "false":
        let (_, _, end) = try content(of: name, selfClosing: selfClosing, start: range.upperBound)
        return .boolean(name == "true", .init(range: range.lowerBound..<end, contentRange: nil))
      // CoreFoundation reads a `<key>` where a value belongs as a string (melonDS's list of
      // file extensions).
      case "string", "key", "integer", "real", "date", "data":
        let (text, contentRange, end) = try content(
          of: name, selfClosing: selfClosing, start: range.upperBound)
        let span = PlistValue.Span(range: range.lowerBound..<end, contentRange: contentRange)
        switch name {
        case "string", "key": return .string(text, span)
        case "integer": return .integer(text.trimmingWhitespace, span)
        case "real": return .real(text.trimmingWhitespace, span)
        case "date": return .date(text.trimmingWhitespace, span)
        default: return .data(Base64.decode(text) ?? [], span)
        }
      default:
        throw XMLSyntaxError(
          message: "'<\(name)>' is not a plist element", offset: range.lowerBound)
      }
    }

    mutating func array(range: Range<Int>, selfClosing: Bool, depth: Int) throws(XMLSyntaxError)
      -> PlistValue
    {
      var values: [PlistValue] = []
      if !selfClosing {
        while let event = try nextTag() {
          if case .end(_, let end) = event {
            return .array(
              values, .init(range: range.lowerBound..<end.upperBound, contentRange: nil))
          }
          values.append(try value(start: event, depth: depth + 1))
        }
      }
      return .array(values, .init(range: range, contentRange: nil))
    }

    mutating func dictionary(range: Range<Int>, selfClosing: Bool, depth: Int)
      throws(XMLSyntaxError)
      -> PlistValue
    {
      var members: [PlistValue.Member] = []
      if selfClosing { return .dictionary(members, .init(range: range, contentRange: nil)) }
      while let event = try nextTag() {
        if case .end(_, let end) = event {
          return .dictionary(
            members, .init(range: range.lowerBound..<end.upperBound, contentRange: nil))
        }
        guard case .start("key", _, let selfClosing, let keyStart) = event else {
          throw XMLSyntaxError(message: "expected '<key>' in '<dict>'", offset: tokenizer.offset)
        }
        let (key, _, keyEnd) = try content(
          of: "key", selfClosing: selfClosing, start: keyStart.upperBound)
        guard let valueEvent = try nextTag() else { break }
        if case .end = valueEvent {
          throw XMLSyntaxError(
            message: "'<key>\(key)</key>' has no value", offset: keyStart.lowerBound)
        }
        // CoreFoundation would read the next key as this one's value, and lose a key: almost
        // surely a value left out, never what was meant in a dictionary.
        if case .start("key", _, _, _) = valueEvent {
          throw XMLSyntaxError(
            message:
              "'<key>\(key)</key>' has no value: the system reads the '<key>' after it as its value",
            offset: keyStart.lowerBound)
        }
        let value = try value(start: valueEvent, depth: depth + 1)
        members.append(.init(key: key, keyRange: keyStart.lowerBound..<keyEnd, value: value))
      }
      throw XMLSyntaxError(message: "unterminated '<dict>'", offset: range.lowerBound)
    }
  }
}
