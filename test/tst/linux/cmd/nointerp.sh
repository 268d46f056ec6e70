#!/nonexistent/dtrace-test-interpreter
exit 0
