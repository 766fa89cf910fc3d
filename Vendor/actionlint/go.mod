module github.com/rhysd/actionlint

go 1.18

require (
	github.com/fatih/color v1.17.0
	github.com/google/go-cmp v0.6.0
	github.com/mattn/go-colorable v0.1.13
	github.com/mattn/go-runewidth v0.0.16
	github.com/robfig/cron/v3 v3.0.1
	github.com/yuin/goldmark v1.7.4
	golang.org/x/sync v0.8.0
	golang.org/x/sys v0.25.0
	gopkg.in/yaml.v3 v3.0.1
)

require (
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
)
