import GeometryChecks
import HeaderGeometry
import Testing

@Suite struct SquareCashDemoTests {
  let header = ResolvedHeader(DemoSpecs.squareCash)

  @Test func nameLabelCentreIs69AtSixTenths() {
    // Reference 1.10: 135 * 0.4 + 65 - 50 = 69.
    let layout = header.layout(subview: 0, at: 0.6)
    #expect(close(layout.center.y, 69))
    #expect(layout.center.x == 187.5)
  }

  @Test func nameLabelInterpolatesBetweenKeyframes() {
    // Halfway from 150 (p 0) to 69 (p 0.6): 109.5. Halfway from 69 to 40: 54.5.
    #expect(close(header.layout(subview: 0, at: 0.3).center.y, 109.5))
    #expect(close(header.layout(subview: 0, at: 0.8).center.y, 54.5))
    #expect(header.layout(subview: 0, at: 1).center.y == 40)
  }

  @Test func profileImageAtHalfIsScaledByHalfWithAlphaZero() {
    let layout = header.layout(subview: 1, at: 0.5)
    #expect(layout.alpha == 0)
    #expect(layout.transform == HeaderAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
    #expect(close(layout.center.y, 41.4))
    // 70 x 70 scaled by 0.5 about (187.5, 41.4): a 35 x 35 box from (170, 23.9).
    #expect(close(layout.frame, Rect(x: 170, y: 23.9, width: 35, height: 35)))
  }

  @Test func profileImageMidwayFadesAndShrinks() {
    // p 0.35 is halfway from 0.2 (y 63) to 0.5 (y 41.4).
    let layout = header.layout(subview: 1, at: 0.35)
    #expect(close(layout.center.y, 52.2))
    #expect(close(layout.alpha, 0.5))
    #expect(close(layout.transform.a, 0.75))
    #expect(layout.cornerRadius == 35)
  }

  @Test func profileImageHoldsTheLastKeyframeAboveIt() {
    let layout = header.layout(subview: 1, at: 0.9)
    #expect(layout.alpha == 0)
    #expect(close(layout.center.y, 41.4))
  }

  @Test func closeButtonNeverMoves() {
    for p in [0, 0.3, 1, -0.5] {
      #expect(header.layout(subview: 2, at: p).frame == Rect(x: 335, y: 25, width: 30, height: 30))
    }
  }

  @Test func heightFollowsProgressAndStretches() {
    #expect(header.height(at: 0) == 200)
    #expect(header.height(at: 1) == 65)
    #expect(close(header.height(at: 0.6), 119))
    // Elastic: p -0.2 is 27 pt of stretch, subviews stay at p 0.
    #expect(close(header.height(at: -0.2), 227))
    #expect(header.layout(subview: 0, at: -0.2).center.y == 150)
  }
}

@Suite struct FacebookDemoTests {
  let header = ResolvedHeader(DemoSpecs.facebook)
  let fold = 40.0 / 85

  @Test func blueBarRisesAfterTheFold() {
    #expect(header.layout(subview: 0, at: 0).frame == Rect(x: 0, y: 25, width: 375, height: 40))
    #expect(header.layout(subview: 0, at: fold).frame.y == 25)
    #expect(close(header.layout(subview: 0, at: 1).frame.y, -15))
    #expect(close(header.layout(subview: 0, at: (fold + 1) / 2).frame.y, 5))
    #expect(header.layout(subview: 0, at: 0.7).zIndex == 1023)
  }

  @Test func searchFieldFadesOutBy80Percent() {
    let field = header.layout(subview: 1, at: 0.8)
    #expect(field.alpha == 0)
    #expect(close(field.frame.y, 25 - 25.5))
    let midway = header.layout(subview: 1, at: (fold + 0.8) / 2)
    #expect(close(midway.alpha, 0.5))
    #expect(close(midway.frame.y, 25 - 12.75))
    #expect(midway.zIndex == 1024)
    #expect(midway.cornerRadius == 5)
  }

  @Test func whiteBarReachesTheTopAtTheFold() {
    #expect(close(header.layout(subview: 2, at: fold).frame.y, 25))
    #expect(close(header.layout(subview: 2, at: fold / 2).frame.y, 45))
    #expect(close(header.height(at: fold), 65))
  }

  @Test func blkWouldTruncateTheFoldToWholePercents() {
    let problems = DemoSpecs.facebook.geometryProblems
    #expect(
      problems.contains(
        .blkTruncation(range: 0, from: 0, to: fold, blkFrom: 0, blkTo: 0.47)))
    #expect(
      problems.contains(
        .blkTruncation(range: 1, from: fold, to: 1, blkFrom: 0.47, blkTo: 0.99)))
  }
}
