/// The one small file every snippet sees besides the book's libraries: the function that starts an
/// example (`example(of:)`, or the helper an environment's `example` names) and the main-queue
/// drain it ends with.
///
/// bookgen compiles this text as the module `BookgenSupport` of every environment (unless
/// book.toml's `support` names a module of the book's package), and the same text is what a page
/// shows through ```` ```swift include="bookgen:support" ````, what a reader pastes into a playground
/// or a `main.swift`, and what "Copy program" and the chapter downloads carry: the helper the page
/// shows is the helper that runs. It uses only Foundation, so it compiles unchanged on Linux and on
/// Apple's platforms.
package enum SupportCode {
    /// The module name bookgen builds the text as; snippets import it without saying so.
    package static let moduleName = "BookgenSupport"

    /// The name `include=` gives the text: ```` ```swift include="bookgen:support" symbol="example" ````.
    package static let includePath = "bookgen:support"

    /// What links the support module's own imports, which bookgen keeps out of the snippets' compile
    /// (Linux's CoreFoundation lives in libFoundation; Dispatch, which the awaiting helper uses, in
    /// libswiftDispatch over libdispatch and its blocks runtime).
    #if canImport(Darwin)
    static let linkFlags = ["-framework", "Foundation"]
    #else
    static let linkFlags = ["-lFoundation", "-lswiftDispatch", "-ldispatch", "-lBlocksRuntime"]
    #endif

    /// The whole file for an environment whose examples start with `helper`.
    ///
    /// - Parameter helper: `example(of:)` (`ExampleHelper.standard`) or the one book.toml's `example` sets.
    /// - Returns: Swift source, ending in a newline.
    package static func source(for helper: ExampleHelper) -> String {
        let name = helper.label.map { "\($0) description" } ?? "_ description"
        return """
            import CoreFoundation
            import Foundation

            /// Runs one example: prints a header naming it, runs its body, then the work the body left
            /// on the main queue, so that what that work prints belongs to this example. An error the
            /// body throws stops the program, as one thrown at the top level of a `main.swift` does.
            ///
            /// - Parameters:
            ///   - description: The example's name.
            ///   - action: The example's body.
            public func \(helper.function)(\(name): String, action: () throws -> Void) {\(headerStatement(helper.header))
                do { try action() } catch { stopProgram(with: error) }
                runMainQueue()
            }

            /// Runs one example whose body awaits, as the function above does. On the main thread the
            /// main queue turns while the body runs, so that main-actor work the body awaits gets done.
            public func \(helper.function)(\(name): String, action: () async throws -> Void) {\(headerStatement(helper.header))
                let outcome = withoutActuallyEscaping(action) { action in
                    let body = UncheckedBox<(() async throws -> Void)?>(action)
                    let outcome = UncheckedBox<Result<Void, Error>?>(nil)
                    let onMainThread = Thread.isMainThread
                    let finished = DispatchSemaphore(value: 0)
                    Task {
                        let result: Result<Void, Error>
                        do { try await body.value!(); result = .success(()) } catch { result = .failure(error) }
                        // The body must not outlive the call (withoutActuallyEscaping checks it).
                        body.value = nil
                        // On the main thread the outcome arrives as main-queue work, which ends the wait below.
                        if onMainThread {
                            DispatchQueue.main.async { outcome.value = result }
                        } else {
                            outcome.value = result
                            finished.signal()
                        }
                    }
                    if onMainThread {
                        while outcome.value == nil { _ = CFRunLoopRunInMode(defaultRunLoopMode, 60, true) }
                    } else {
                        finished.wait()
                    }
                    return outcome.value!
                }
                if case .failure(let error) = outcome { stopProgram(with: error) }
                runMainQueue()
            }

            /// Stops the program with the error's description, as Swift does for an error no one caught.
            func stopProgram(with error: Error) -> Never {
                fatalError("Error raised at top level: \\(error)")
            }

            /// Hands a value to a task and back; the code above makes sure only one side uses it at a time.
            final class UncheckedBox<Value>: @unchecked Sendable {
                var value: Value
                init(_ value: Value) { self.value = value }
            }

            /// Runs the blocks waiting on the main queue, and the blocks they queue in turn, until
            /// none is left, as one turn of an app's run loop would.
            ///
            /// A playground or a command-line program has no run loop turning while an example runs,
            /// so work sent to the main queue (a `Driver`'s elements, `observe(on:
            /// MainScheduler.instance)`) would run after the example, or never. Off the main thread,
            /// and inside a block of the main queue, it does nothing.
            func runMainQueue() {
                // Each pass runs the blocks queued so far; the first pass that finds none ends it.
                while CFRunLoopRunInMode(defaultRunLoopMode, 0, true) == .handledSource {}
            }

            var defaultRunLoopMode: CFRunLoopMode {
                #if canImport(Darwin)
                CFRunLoopMode.defaultMode
                #else
                kCFRunLoopDefaultMode
                #endif
            }

            """
    }

    /// The line that prints the header, on a line of its own after the function's opening brace;
    /// none for an empty header, which prints nothing (not an empty line).
    static func headerStatement(_ header: String) -> String {
        header.isEmpty ? "" : "\n    print(\(headerLiteral(header)))"
    }

    /// The header as a Swift string literal, each `%s` interpolating the example's name.
    static func headerLiteral(_ header: String) -> String {
        let pieces = header.split(separator: "%s", omittingEmptySubsequences: false).map { piece in
            String(SwiftLiteral.string(String(piece)).dropFirst().dropLast())
        }
        return "\"" + pieces.joined(separator: "\\(description)") + "\""
    }
}
