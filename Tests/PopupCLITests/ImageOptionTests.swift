import Foundation
import PopupCore
import PopupKit
import XCTest
@testable import PopupCLI
import PopupTestSupport

final class ImageOptionTests: XCTestCase {
    /// The decoder's fixtures, in the core tests.
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PopupCoreTests/Image/Fixtures")

    private func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
    }

    func testBadFilesNameTheFileAndTheFault() throws {
        let table: [(file: String?, arguments: [String], stderr: String)] = [
            (nil, ["--image", "missing.png"], "cannot read the image 'missing.png': no such file or directory"),
            ("bad/not_an_image.txt", ["--image", "notes.txt"], "cannot show the image 'notes.txt': not a PNG or PNM image"),
            ("bad/empty.bin", ["--image", "empty.png"], "cannot show the image 'empty.png': not a PNG or PNM image"),
            ("bad/truncated_in_idat.png", ["--image", "cut.png"], "cannot show the image 'cut.png': truncated image data"),
            ("bad/truncated.ppm", ["--image", "cut.ppm"], "cannot show the image 'cut.ppm': truncated image data"),
            ("bad/bomb_1000x1000.png", ["--image", "bomb.png"],
             "cannot show the image 'bomb.png': compressed image data expands beyond its declared size"),
            ("bad/huge_100000x100000.png", ["--image", "huge.png"],
             "cannot show the image 'huge.png': image too large: 100000×100000 pixels (limit 16384×16384, 64 megapixels)"),
            ("bad/huge_100000x100000.ppm", ["--image", "huge.ppm"],
             "cannot show the image 'huge.ppm': image too large: 100000×100000 pixels (limit 16384×16384, 64 megapixels)"),
            ("bad/bad_crc_idat.png", ["--image", "crc.png"], "cannot show the image 'crc.png': CRC mismatch in IDAT chunk"),
            ("bad/bad_crc_ihdr.png", ["--image", "crc.png"], "cannot show the image 'crc.png': CRC mismatch in IHDR chunk"),
            ("bad/bad_adler.png", ["--image", "adler.png"],
             "cannot show the image 'adler.png': corrupt compressed data: Adler-32 mismatch"),
            ("bad/truncated_in_idat.png", ["--image", "-"], "cannot show the image from stdin: truncated image data"),
            (nil, ["-m", "-", "--image", "-"], "stdin can feed only one of '-m -' and '--image -'"),
            (nil, ["--image", "-", "--message-file", "-"], "stdin can feed only one of '--image -' and '--message-file -'"),
            (nil, ["--image-protocol", "sixel"],
             "invalid value 'sixel' for '--image-protocol'; expected one of auto, blocks, kitty, iterm, none"),
            (nil, ["--image"], "option '--image' needs a value (PATH)"),
        ]
        for (file, arguments, message) in table {
            let bytes = try file.map(fixture) ?? []
            let path = arguments.last ?? ""
            let io = MemoryIO(files: file == nil || path == "-" ? [:] : [path: bytes], stdin: bytes)
            let status = PopupCommand.run(["-b", "OK", "--answer", "OK"] + arguments, io: io)
            XCTAssertEqual(status, 125, "\(arguments)")
            XCTAssertEqual(io.stderr, "popupctl: \(message)\n", "\(arguments)")
            XCTAssertEqual(io.stdout, "")
        }
    }

    func testAGoodImageFromAFileOrStdin() throws {
        let png = try fixture("good/rgb8_17x5.png")
        let invocation = try InvocationBuilder.build(["--image", "a.png", "--image-protocol", "KITTY"])
        XCTAssertEqual(invocation.image, .file("a.png"))
        XCTAssertEqual(invocation.imageProtocol, .kitty)
        let dialog = try DialogResolver.resolve(invocation, io: MemoryIO(files: ["a.png": png]))
        XCTAssertEqual(dialog.image, try ImageDecoder.decode(png))

        let piped = try DialogResolver.resolve(try InvocationBuilder.build(["--image", "-", "-m", "text"]),
                                               io: MemoryIO(stdin: png))
        XCTAssertEqual(piped.image?.width, 17)
        XCTAssertEqual(piped.message, "text")
        XCTAssertEqual(try InvocationBuilder.build([String]()).imageProtocol, .auto)
    }

    func testVeryLargePicturesAreKeptSmaller() throws {
        var rows: [UInt8] = []
        for _ in 0..<(4096 * 16) { rows += [0, 255, 0] }
        let ppm = Array("P6 4096 16 255\n".utf8) + rows
        let dialog = try DialogResolver.resolve(try InvocationBuilder.build(["--image", "wide.ppm"]),
                                                io: MemoryIO(files: ["wide.ppm": ppm]))
        XCTAssertEqual(dialog.image?.width, ImageLoader.keptSide)
        XCTAssertEqual(dialog.image?.height, 8)
        XCTAssertEqual(dialog.image?.pixel(x: 100, y: 3).g, 255)
    }

    func testPlainModeSaysThePictureIsLeftOut() throws {
        let line = MemoryLineTerminal(lines: ["1"])
        let io = MemoryIO(files: ["a.png": try fixture("good/rgb8_17x5.png")])
        io.lineTerminal = line
        XCTAssertEqual(PopupCommand.run(["--plain", "-t", "Title", "--image", "a.png", "-b", "OK"], io: io), 0)
        XCTAssertTrue(line.output.hasPrefix("[picture left out: plain mode shows text only]\nTitle\n"), line.output)
    }

    func testHelpListsTheOptions() {
        let help = HelpText.render(width: 100)
        XCTAssertTrue(help.contains("--image PATH"))
        XCTAssertTrue(help.contains("--image-protocol NAME"))
    }
}
