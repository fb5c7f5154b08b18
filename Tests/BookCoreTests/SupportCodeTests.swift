import Foundation
import Testing
@testable import BookCore

/// The support code as a reader uses it: pasted at the top of a `main.swift`, compiled with
/// `swiftc`, it prints each example's header and drains the main queue as the book's checks do.
struct SupportCodeTests {
    /// Work on the main queue in every situation an example meets: blocks that queue blocks, a
    /// block queued from another thread, an example started off the main thread (whose drain must
    /// not run the main queue there) and one started inside a block of the main queue (which must
    /// not drain it again).
    static let program = #"""
        import Dispatch

        example(of: "nested") {
            DispatchQueue.main.async {
                print("a")
                DispatchQueue.main.async {
                    print("c")
                    DispatchQueue.main.async { print("e") }
                }
            }
            DispatchQueue.main.async { print("b") }
        }
        example(of: "from another thread") {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                DispatchQueue.main.async { print("queued from a worker") }
                done.signal()
            }
            done.wait()
        }
        example(of: "off the main thread") {
            DispatchQueue.main.async { print("main-queue work of the outer example") }
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                example(of: "on a worker") { print("worker body") }
                print("worker example done")
                done.signal()
            }
            done.wait()
        }
        example(of: "inside a main-queue block") {
            DispatchQueue.main.async {
                example(of: "nested example") {
                    DispatchQueue.main.async { print("queued by the nested example") }
                }
                print("after the nested example")
            }
        }
        example(of: "nothing queued") { print("body") }
        example(of: "awaiting") {
            DispatchQueue.main.async { print("main queue, while the body waits") }
            await Task.yield()
            print(await MainActor.run { "main actor" })
        }
        example(of: "awaiting off the main thread") {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                example(of: "on a worker") { print(await Task { "worker task" }.value) }
                done.signal()
            }
            done.wait()
        }
        print("end")

        """#

    /// What the program printed with the support code bookgen carried before (libdispatch's
    /// run-loop entry points on Linux), line for line, and what an awaiting body prints.
    static let expected = """
        --- Example of: nested ---
        a
        b
        c
        e
        --- Example of: from another thread ---
        queued from a worker
        --- Example of: off the main thread ---
        --- Example of: on a worker ---
        worker body
        worker example done
        main-queue work of the outer example
        --- Example of: inside a main-queue block ---
        --- Example of: nested example ---
        after the nested example
        queued by the nested example
        --- Example of: nothing queued ---
        body
        --- Example of: awaiting ---
        main queue, while the body waits
        main actor
        --- Example of: awaiting off the main thread ---
        --- Example of: on a worker ---
        worker task
        end

        """

    @Test func pastedIntoAMainSwiftItDrainsTheMainQueueAsTheChecksDo() throws {
        let folder = NSTemporaryDirectory() + "bookgen-support-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try (SupportCode.source(for: .standard) + "\n" + Self.program).write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        let toolchain = try Toolchain.locate()
        let compiled = try ProcessRunner.run(toolchain.swiftc, ["-Onone", folder + "/main.swift", "-o", folder + "/program"])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(!compiled.stderr.contains("warning"), "\(compiled.stderr)")
        let run = try ProcessRunner.run(folder + "/program", [])
        #expect(run.status == 0)
        #expect(run.stdout == Self.expected)
    }

    @Test func theFileIsTheHelperItsAwaitingFormAndTheDrain() {
        let text = SupportCode.source(for: .standard)
        #expect(text.hasPrefix("import CoreFoundation\nimport Foundation\n\n"))
        #expect(text.contains(#"print("--- Example of: \(description) ---")"#))
        #expect(text.contains("while CFRunLoopRunInMode(defaultRunLoopMode, 0, true) == .handledSource {}"))
        // Nothing private: no libdispatch entry points, no underscored names.
        #expect(!text.contains("_silgen_name") && !text.contains("_4CF"))
        #expect(text.split(separator: "\n").count < 90)
    }
}
