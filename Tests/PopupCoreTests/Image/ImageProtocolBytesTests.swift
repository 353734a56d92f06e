import XCTest
@testable import PopupCore

final class ImageProtocolBytesTests: XCTestCase {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    private func gradient(_ width: Int, _ height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += [UInt8(x * 7 & 255), UInt8(y * 13 & 255), UInt8((x + y) & 255), UInt8(255 - x & 255)] }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The inverse of `Base64.encode`, written differently: through a lookup of each character.
    private func base64Decode(_ text: Substring) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var bits = 0
        var count = 0
        var out: [UInt8] = []
        for character in text where character != "=" {
            guard let value = alphabet.firstIndex(of: character) else { XCTFail("not base64: \(character)"); return [] }
            bits = bits << 6 | value
            count += 6
            if count >= 8 {
                count -= 8
                out.append(UInt8(bits >> count & 0xFF))
            }
        }
        return out
    }

    func testBase64KnownVectors() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors {
            XCTAssertEqual(text(Base64.encode(Array(plain.utf8))), encoded)
        }
        let all = (0...255).map { UInt8($0) }
        XCTAssertEqual(base64Decode(Substring(text(Base64.encode(all)))), all)
    }

    func testEncodedPNGDecodesToTheSamePixels() throws {
        for (width, height) in [(1, 1), (7, 3), (200, 90)] {
            let image = gradient(width, height)
            XCTAssertEqual(try ImageDecoder.decode(PNGEncoder.encode(image)), image, "\(width)×\(height)")
        }
    }

    func testKittyTransmitIsChunkedAndCarriesThePixels() {
        let image = gradient(40, 30)  // 4800 bytes of RGBA: 6400 of base64, two chunks
        let out = text(KittyGraphics.transmit(image, id: 77))
        let commands = out.components(separatedBy: "\u{1B}\\").dropLast()
        XCTAssertTrue(out.hasSuffix("\u{1B}\\"))
        XCTAssertEqual(commands.count, 2)
        XCTAssertTrue(commands[0].hasPrefix("\u{1B}_Ga=t,f=32,s=40,v=30,i=77,q=2,m=1;"))
        XCTAssertTrue(commands[1].hasPrefix("\u{1B}_Gm=0;"))
        var payload = ""
        for command in commands {
            let body = command.split(separator: ";", maxSplits: 1)[1]
            XCTAssertLessThanOrEqual(body.count, KittyGraphics.chunkSize)
            XCTAssertEqual(body.count % 4, 0)
            payload += body
        }
        XCTAssertEqual(base64Decode(Substring(payload)), image.pixels)

        let small = text(KittyGraphics.transmit(gradient(2, 1), id: 5))
        XCTAssertEqual(small.components(separatedBy: "\u{1B}_G").count, 2, "one command when it fits")
        XCTAssertTrue(small.hasPrefix("\u{1B}_Ga=t,f=32,s=2,v=1,i=5,q=2,m=0;"))
    }

    func testKittyPlaceAndDelete() {
        XCTAssertEqual(text(KittyGraphics.place(id: 9, columns: 38, rows: 5)), "\u{1B}_Ga=p,i=9,p=1,c=38,r=5,C=1,q=2\u{1B}\\")
        XCTAssertEqual(text(KittyGraphics.hide(id: 9)), "\u{1B}_Ga=d,d=i,i=9,q=2\u{1B}\\")
        XCTAssertEqual(text(KittyGraphics.delete(id: 9)), "\u{1B}_Ga=d,d=I,i=9,q=2\u{1B}\\")
    }

    func testITermInlineImageCarriesAPNGAndPutsTheCursorBack() throws {
        let image = gradient(12, 8)
        let out = text(ITermInlineImage.show(image, columns: 6, rows: 2))
        XCTAssertTrue(out.hasPrefix("\u{1B}7\u{1B}]1337;File=inline=1;size="))
        XCTAssertTrue(out.hasSuffix("\u{07}\u{1B}8"))
        let header = out.dropFirst(2).prefix { $0 != ":" }
        XCTAssertTrue(header.hasSuffix(";width=6;height=2;preserveAspectRatio=0;doNotMoveCursor=1"), String(header))
        let payload = out.drop { $0 != ":" }.dropFirst().prefix { $0 != "\u{07}" }
        let png = base64Decode(payload)
        XCTAssertTrue(header.contains("size=\(png.count);"))
        XCTAssertEqual(try ImageDecoder.decode(png), image)
    }

    func testPayloadIsShrunkToAboutTenByTwentyPixelsACell() {
        let big = RGBAImage(width: 1000, height: 500, pixels: [])
        let payload = big.payload(cells: Size(width: 20, height: 5), background: .default)
        XCTAssertEqual([payload.width, payload.height], [200, 100])
        let small = gradient(8, 8)
        XCTAssertEqual(small.payload(cells: Size(width: 20, height: 5), background: .default), small, "never enlarged")
        let blended = RGBAImage(width: 1, height: 1, pixels: [255, 255, 255, 0])
            .payload(cells: Size(width: 1, height: 1), background: .rgb(1, 2, 3))
        XCTAssertEqual(blended.pixels, [1, 2, 3, 255], "transparent over a known box background")
    }

    func testDetectionUsesTheEnvironmentOnly() {
        let table: [([String: String], ImageProtocol)] = [
            ([:], .blocks),
            (["TERM": "xterm-256color"], .blocks),
            (["TERM": "xterm-kitty"], .kitty),
            (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"], .kitty),
            (["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"], .kitty),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iterm),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .iterm),
            (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], .blocks),
            (["TERM": "screen-256color", "KITTY_WINDOW_ID": "1"], .blocks),
            (["TERM": "tmux-256color", "TERM_PROGRAM": "iTerm.app"], .blocks),
            (["TERM": "xterm", "STY": "1234.pts-0", "TERM_PROGRAM": "WezTerm"], .blocks),
        ]
        for (environment, expected) in table {
            XCTAssertEqual(ImageProtocol.detect(environment: environment), expected, "\(environment)")
            XCTAssertEqual(ImageProtocol.auto.resolved(environment: environment), expected)
        }
        XCTAssertEqual(ImageProtocol.iterm.resolved(environment: ["TERM": "xterm-kitty"]), .iterm, "a choice stands")
    }
}
