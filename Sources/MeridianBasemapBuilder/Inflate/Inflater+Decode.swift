extension Inflater {
  /// How much output, in bytes, a cancellable inflate writes between two looks at `Task.isCancelled`
  /// inside a block.
  static let cancellationInterval = 1 << 20

  /// Decodes one Huffman-coded block with the current tables, up to and including its end-of-block
  /// code (RFC 1951 §3.2.5).
  ///
  /// The hot loop keeps the state in locals. While at least 8 input bytes remain it refills the bit
  /// buffer with one unaligned 8-byte load (to 56–63 bits, enough for a length, its extra bits, a
  /// distance and its extra bits: at most 48); near the end it refills a byte at a time. Matches with a
  /// distance of at least 8 are copied 8 bytes at a time while the output has room for the overshoot.
  mutating func decodeHuffmanBlock() throws(InflateError) {
    let input = self.input
    let literalLength = literalLengthTable
    let distances = distanceTable
    let literalRoot = UInt64(HuffmanTable.literalLengthRootBits)
    let literalMask = UInt64(1 << HuffmanTable.literalLengthRootBits - 1)
    let distanceRoot = UInt64(HuffmanTable.distanceRootBits)
    let distanceMask = UInt64(1 << HuffmanTable.distanceRootBits - 1)
    let fastEnd = inputCount - 8
    let window = self.window
    // With cancellation on, the loop checks it each time the output passes another MiB (after a
    // literal or a match), so that a single huge block (up to the 32 MiB limit), of matches or of
    // literals only, stops within about a millisecond of work.
    var checkpoint = cancellable ? outCount + Self.cancellationInterval : Int.max

    var buffer = bitBuffer
    var count = bitCount
    var position = self.position
    var output = self.output
    var capacity = self.capacity
    var outCount = self.outCount

    while true {
      if outCount >= checkpoint {
        checkpoint = outCount + Self.cancellationInterval
        if Task.isCancelled {
          (bitBuffer, bitCount, self.position, self.outCount) = (buffer, count, position, outCount)
          throw failure(.cancelled)
        }
      }
      if position <= fastEnd {
        let word = UnsafeRawPointer(input + position).loadUnaligned(as: UInt64.self).littleEndian
        buffer |= word &<< UInt64(count)
        position &+= (63 &- count) &>> 3
        count |= 56
      } else if count < 48 {
        (bitBuffer, bitCount, self.position, self.outCount) = (buffer, count, position, outCount)
        try refillSlowly()
        (buffer, count, position) = (bitBuffer, bitCount, self.position)
      }

      var entry = literalLength[Int(truncatingIfNeeded: buffer & literalMask)]
      if entry & HuffmanTable.subtable != 0 {
        let subMask = UInt64(1) &<< UInt64((entry >> 8) & 15) &- 1
        entry = literalLength[Int(entry >> 16) &+ Int(truncatingIfNeeded: (buffer &>> literalRoot) & subMask)]
      }
      buffer &>>= UInt64(entry & 0xFF)
      count &-= Int(entry & 0xFF)
      let kind = entry & HuffmanTable.kindMask
      if kind == HuffmanTable.literal {
        if outCount == capacity {
          (bitBuffer, bitCount, self.position, self.outCount) = (buffer, count, position, outCount)
          try reserve(1)
          (output, capacity) = (self.output, self.capacity)
        }
        output[outCount] = UInt8(truncatingIfNeeded: entry >> 16)
        outCount &+= 1
        continue
      }
      if kind != HuffmanTable.lengthOrDistance {
        (bitBuffer, bitCount, self.position, self.outCount) = (buffer, count, position, outCount)
        if kind == HuffmanTable.endOfBlock { return }
        let symbol = Int(entry >> 16)
        throw failure(.invalidLiteralLengthCode(symbol == 0xFFFF ? -1 : symbol))
      }
      var extra = UInt64((entry >> 8) & 15)
      let length = Int(entry >> 16) &+ Int(truncatingIfNeeded: buffer & (UInt64(1) &<< extra &- 1))
      buffer &>>= extra
      count &-= Int(extra)

      entry = distances[Int(truncatingIfNeeded: buffer & distanceMask)]
      if entry & HuffmanTable.subtable != 0 {
        let subMask = UInt64(1) &<< UInt64((entry >> 8) & 15) &- 1
        entry = distances[Int(entry >> 16) &+ Int(truncatingIfNeeded: (buffer &>> distanceRoot) & subMask)]
      }
      buffer &>>= UInt64(entry & 0xFF)
      count &-= Int(entry & 0xFF)
      guard entry & HuffmanTable.kindMask == HuffmanTable.lengthOrDistance else {
        (bitBuffer, bitCount, self.position, self.outCount) = (buffer, count, position, outCount)
        let symbol = Int(entry >> 16)
        throw failure(.invalidDistanceCode(symbol == 0xFFFF ? -1 : symbol))
      }
      extra = UInt64((entry >> 8) & 15)
      let distance = Int(entry >> 16) &+ Int(truncatingIfNeeded: buffer & (UInt64(1) &<< extra &- 1))
      buffer &>>= extra
      count &-= Int(extra)
      guard distance <= outCount, distance <= window else {
        (bitBuffer, bitCount, self.position, self.outCount) = (buffer, count, position, outCount)
        throw failure(.distanceTooFarBack(distance: distance, available: min(outCount, window)))
      }

      let destination = output + outCount
      if outCount &+ length &+ 8 <= capacity {
        let end = destination + length
        if distance >= 8 {
          var from = UnsafeRawPointer(destination - distance)
          var to = UnsafeMutableRawPointer(destination)
          repeat {
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            from += 8
            to += 8
          } while to < UnsafeMutableRawPointer(end)
        } else if distance == 1 {
          let pattern = UInt64(destination[-1]) &* 0x0101_0101_0101_0101
          var to = UnsafeMutableRawPointer(destination)
          repeat {
            to.storeBytes(of: pattern, as: UInt64.self)
            to += 8
          } while to < UnsafeMutableRawPointer(end)
        } else {
          var to = destination
          repeat {
            to.pointee = (to - distance).pointee
            to += 1
          } while to < end
        }
      } else {
        if outCount &+ length > capacity {
          (bitBuffer, bitCount, self.position, self.outCount) = (buffer, count, position, outCount)
          try reserve(length)
          (output, capacity) = (self.output, self.capacity)
        }
        let to = output + outCount
        for index in 0..<length { to[index] = to[index - distance] }
      }
      outCount &+= length
    }
  }
}
