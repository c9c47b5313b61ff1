// The `cities` command: all of its behaviour lives in CitiesTerminal, where tests can reach it.
print("The cities app is being built; run `swift test` meanwhile.")
